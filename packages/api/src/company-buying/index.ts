export { approveOrder, expireApprovals, listApprovals, rejectOrder } from './approvals.ts';
export { creditInvoice, type InvoiceCredit, invoiceCreditOf } from './credit-notes.ts';
export { cardCheckoutAdmission, sendCardOrderForApproval } from './card-orders.ts';
export {
  auditInvoicePayment,
  myInvoices,
  recordInvoicePayment,
  staffCompanyInvoices,
} from './invoices.ts';
export { removeCompanyMember, staffRemoveCompanyMember } from './member-removal.ts';
export { placeOnAccount } from './on-account.ts';
export {
  acceptanceApproval,
  acceptQuoteOnAccount,
  awaitApprovalWithPurchaseOrder,
} from './quote-on-account.ts';
export { remindOverdueInvoices } from './reminders.ts';
export { companyStatement } from './statement.ts';
