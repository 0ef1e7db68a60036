export { renderQuotePdf } from './quote-pdf.tsx';
export { renderInvoicePdf } from './invoice-pdf.tsx';
export type * from './types.ts';
