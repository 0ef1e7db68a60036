import type {
  DocumentShop,
  InvoiceDocument,
  QuoteDocument,
  ReturnSlipDocument,
  StatementDocument,
} from './types.ts';

// The PDF renderer (react-pdf and its fonts, ~40 MB) loads with the first document drawn, not
// with the server: most processes never draw one.

export async function renderQuotePdf(quote: QuoteDocument, shop: DocumentShop): Promise<Buffer> {
  const { drawQuotePdf } = await import('./quote-pdf.tsx');
  return drawQuotePdf(quote, shop);
}

export async function renderInvoicePdf(
  invoice: InvoiceDocument,
  shop: DocumentShop,
): Promise<Buffer> {
  const { drawInvoicePdf } = await import('./invoice-pdf.tsx');
  return drawInvoicePdf(invoice, shop);
}

export async function renderStatementPdf(
  statement: StatementDocument,
  shop: DocumentShop,
): Promise<Buffer> {
  const { drawStatementPdf } = await import('./statement-pdf.tsx');
  return drawStatementPdf(statement, shop);
}

export async function renderReturnSlipPdf(
  slip: ReturnSlipDocument,
  shop: DocumentShop,
): Promise<Buffer> {
  const { drawReturnSlipPdf } = await import('./return-slip-pdf.tsx');
  return drawReturnSlipPdf(slip, shop);
}
