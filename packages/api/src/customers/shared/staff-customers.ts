import * as z from 'zod';
import type { CompanyRole } from '@buildright/db/domain';
import { pageField, pageSizeField } from '../../shared/fields.ts';
import type {
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '../../orders/shared/order-status.ts';
import type { QuoteStatus } from '../../quotes/shared/quotes.ts';

export const CUSTOMER_PAGE_SIZE = 25;
export const MAX_CUSTOMER_PAGE_SIZE = 100;
/**
 * A shorter search has no trigram to look up, so it would read every account: it finds the
 * username or e-mail that is exactly what was typed instead.
 */
export const MIN_CUSTOMER_SEARCH_LENGTH = 3;
export const MAX_CUSTOMER_SEARCH_LENGTH = 100;

/** The staff's customer list: newest first, searched by name, e-mail, username or company. */
export const customerListInput = z.strictObject({
  page: pageField,
  pageSize: pageSizeField(MAX_CUSTOMER_PAGE_SIZE, CUSTOMER_PAGE_SIZE),
  q: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(
      MAX_CUSTOMER_SEARCH_LENGTH,
      `Search must be at most ${MAX_CUSTOMER_SEARCH_LENGTH} characters`,
    )
    .transform((text) => text || undefined)
    .optional(),
});
export type CustomerListInput = z.input<typeof customerListInput>;

/** A page of one customer's orders or quotes, the newest first. */
export const customerRecordsInput = z.strictObject({ page: pageField });
export type CustomerRecordsInput = z.input<typeof customerRecordsInput>;

/** The company a customer buys for, and their part in it. */
export interface CustomerCompany {
  id: number;
  name: string;
  role: CompanyRole;
}

export interface CustomerListItem {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: CustomerCompany | null;
  registeredAt: Date;
  orderCount: number;
}

export interface CustomerList {
  customers: CustomerListItem[];
  total: number;
  /** The total is the planner's estimate, rounded: shown as "about". */
  totalIsEstimate: boolean;
}

export interface CustomerOrderSummary {
  id: number;
  createdAt: Date;
  total: string;
  status: OrderStatus | 'completed';
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}

export interface CustomerQuoteSummary {
  id: number;
  /** As the buyer and staff write it: "Q-00042". */
  number: string;
  status: QuoteStatus;
  askedAt: Date;
  /** The newest sent offer's total, or the request's own before the first one. */
  total: string;
}

interface CustomerRecordPage {
  total: number;
  totalIsEstimate: boolean;
  pageSize: number;
}

export interface CustomerOrderPage extends CustomerRecordPage {
  orders: CustomerOrderSummary[];
}

export interface CustomerQuotePage extends CustomerRecordPage {
  quotes: CustomerQuoteSummary[];
}
