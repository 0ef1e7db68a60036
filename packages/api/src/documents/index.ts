export { creditNotesSince } from './credit-notes.ts';
export { invoiceForViewer, issueInvoice, issueInvoiceOfPaidOrder } from './invoices.ts';
export {
  renderInvoicePdf,
  renderQuotePdf,
  renderReturnSlipPdf,
  renderStatementPdf,
} from './render.ts';
export { documentShop, payableShop } from './shop.ts';
export type * from './types.ts';
export { invoiceColumns, invoiceFacts } from './invoice-read.ts';
