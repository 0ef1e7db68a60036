/** @jsxRuntime automatic -- as well where a runner reads another tsconfig (tsx in apps/server) */
import { Document, renderToBuffer } from '@react-pdf/renderer';
import { formatDocumentDate } from './format.ts';
import { Overview, Section, type Fact } from './pdf-blocks.tsx';
import { LinesTable } from './pdf-lines-table.tsx';
import { DocumentPage } from './pdf-page.tsx';
import { TotalsBlock } from './pdf-totals.tsx';
import type { DocumentShop, InvoiceDocument } from './types.ts';

function paymentLine(invoice: InvoiceDocument): string {
  if (invoice.payment === 'card') return 'Paid by card';
  const terms = 'Payable on invoice, net 30';
  return invoice.poNumber ? `${terms} · PO ${invoice.poNumber}` : terms;
}

function referenceFacts(invoice: InvoiceDocument): Fact[] {
  const facts: Fact[] = [
    ['Issued', formatDocumentDate(invoice.issuedOn)],
    ['Order', `#${invoice.orderId}`],
  ];
  if (invoice.quoteNumber) facts.push(['Quote', invoice.quoteNumber]);
  if (invoice.poNumber) facts.push(['PO number', invoice.poNumber]);
  return facts;
}

function InvoicePdf({ invoice, shop }: { invoice: InvoiceDocument; shop: DocumentShop }) {
  const title = `Invoice ${invoice.invoiceNumber}`;
  return (
    <Document title={title} author={shop.name} creator={shop.name} language="en-US">
      <DocumentPage shop={shop} title={title}>
        <Overview partyLabel="Bill to" party={invoice.buyer} facts={referenceFacts(invoice)} />
        <LinesTable lines={invoice.lines} />
        <TotalsBlock totals={invoice} />
        <Section label="Payment">{paymentLine(invoice)}</Section>
      </DocumentPage>
    </Document>
  );
}

export function drawInvoicePdf(invoice: InvoiceDocument, shop: DocumentShop): Promise<Buffer> {
  return renderToBuffer(<InvoicePdf invoice={invoice} shop={shop} />);
}
