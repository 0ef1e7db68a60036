export { deliverDueEmails, type DeliveryDeps } from './delivery.ts';
export { EmailLayout } from './layout.tsx';
export type { Mailer, MailMessage } from './mailer.ts';
export {
  enqueueEmail,
  listUndelivered,
  MAIL_QUEUED,
  OUTBOX_CHANNEL,
  type OutboxEntry,
  retryEmail,
} from './outbox.ts';
export { ActionButton, LinesTable, Paragraph } from './parts.tsx';
export { registerEmailTemplates } from './registry.ts';
export { renderEmail } from './render.ts';
export {
  defineTemplate,
  type EmailAttachment,
  type ShopIdentity,
  type StoredFiles,
} from './template.ts';
export { passwordReset } from './templates/account.tsx';
export {
  approvalRejected,
  approvalRequested,
  approvedForCard,
  invoiceOverdue,
  orderOnAccount,
  orderOnAccountShop,
} from './templates/company-orders.tsx';
export { companyInvitation } from './templates/company.tsx';
export { contactCopy, contactMessageText, contactShop, shopMessage } from './templates/contact.tsx';
export {
  type EmailOrder,
  type NotifiedStatus,
  OrderLink,
  orderStatusChanged,
  paymentReceived,
  paymentReceivedShop,
} from './templates/orders.tsx';
export { quoteRequested, quoteRequestedShop } from './templates/quote-requests.tsx';
export { staffInvitation } from './templates/staff.tsx';
export { backInStock } from './templates/stock.tsx';
