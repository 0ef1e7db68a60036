import { passwordReset } from './templates/account.tsx';
import { contactCopy, contactShop, shopMessage } from './templates/contact.tsx';
import { orderStatusChanged, paymentReceived, paymentReceivedShop } from './templates/orders.tsx';
import { quoteRequested, quoteRequestedShop } from './templates/quote-requests.tsx';
import { quoteAccepted, quoteClosed, quoteMessage, quoteSent } from './templates/quotes.tsx';
import { companyInvitation } from './templates/company.tsx';
import {
  approvalRejected,
  approvalRequested,
  approvedForCard,
  invoiceOverdue,
  orderOnAccount,
  orderOnAccountShop,
} from './templates/company-orders.tsx';
import { staffInvitation } from './templates/staff.tsx';
import { backInStock } from './templates/stock.tsx';
import type { EmailTemplate } from './template.ts';

/** Every e-mail the shop sends, by the name stored in the outbox. */
export const emailTemplates = {
  quoteRequested,
  quoteRequestedShop,
  paymentReceived,
  paymentReceivedShop,
  orderStatusChanged,
  passwordReset,
  contactShop,
  contactCopy,
  shopMessage,
  quoteSent,
  quoteMessage,
  quoteAccepted,
  quoteClosed,
  staffInvitation,
  companyInvitation,
  orderOnAccount,
  orderOnAccountShop,
  approvalRequested,
  approvedForCard,
  approvalRejected,
  invoiceOverdue,
  backInStock,
};

export type EmailTemplateName = keyof typeof emailTemplates;

export type EmailDataOf<Name extends EmailTemplateName> =
  (typeof emailTemplates)[Name] extends EmailTemplate<infer Data> ? Data : never;

export function isEmailTemplateName(name: string): name is EmailTemplateName {
  return Object.hasOwn(emailTemplates, name);
}
