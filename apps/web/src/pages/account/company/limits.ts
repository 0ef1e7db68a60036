import { formatMoney } from '@buildright/browser';
import {
  companyRoleLabels,
  paymentTermsLabels,
  type CompanyRole,
  type PaymentTerms,
} from '@buildright/api/shared';

/** "$2,500.00 an order", or "No limit". */
export const limitText = (limit: string | null, per: string) =>
  limit === null ? 'No limit' : `${formatMoney(limit)} ${per}`;

export const roleLabel = (role: CompanyRole) => companyRoleLabels[role];

export const termsText = (terms: PaymentTerms) => paymentTermsLabels[terms];

/** A limit field's text as the server takes it: blank is no limit. */
export const limitValue = (text: string) => (text.trim() === '' ? null : text.trim());
