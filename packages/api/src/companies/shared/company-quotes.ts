import * as z from 'zod';
import type { QuoteStatus } from '@buildright/db/domain';
import { pageField } from '../../shared/fields.ts';

/** A page of a company's quotes, the newest first. */
export const companyQuotesInput = z.strictObject({ page: pageField });
export type CompanyQuotesInput = z.input<typeof companyQuotesInput>;

/** A company's quote as its admins, approvers and staff list it. */
export interface CompanyQuoteSummary {
  id: number;
  /** "Q-000007" */
  number: string;
  askedBy: string;
  askedAt: Date;
  status: QuoteStatus;
  /** The newest sent revision's total; null while the sales team has not quoted yet. */
  total: string | null;
  validUntil: string | null;
}

export interface CompanyQuotePage {
  quotes: CompanyQuoteSummary[];
  total: number;
  totalIsEstimate: boolean;
  pageSize: number;
}
