/** @jsxRuntime automatic -- as well where a runner reads another tsconfig (tsx in apps/server) */
import { Document, renderToBuffer } from '@react-pdf/renderer';
import { invoiceDueOn, NET_TERMS_DAYS } from '../quotes/shared/quotes.ts';
import { formatDocumentDate } from './format.ts';
import { toCents } from '../shared/money.ts';
import { Overview, Section, type Fact } from './pdf-blocks.tsx';
import { CreditNotesTable } from './pdf-credit-notes.tsx';
import { LinesTable } from './pdf-lines-table.tsx';
import { DocumentPage } from './pdf-page.tsx';
import { TotalsBlock } from './pdf-totals.tsx';
import { remitToText } from './shop.ts';
import type { DocumentShop, InvoiceDocument } from './types.ts';

/** When a purchase-order invoice is due: kept on it since it was issued, else net 30 from then. */
const dueOnOf = (invoice: InvoiceDocument) => invoice.dueOn ?? invoiceDueOn(invoice.issuedOn);

function paymentLine(invoice: InvoiceDocument): string {
  if (invoice.payment === 'card') return 'Paid by card';
  const due = formatDocumentDate(dueOnOf(invoice));
  const terms =
    invoice.payment === 'account'
      ? `On account, ${invoice.terms ?? `net ${NET_TERMS_DAYS}`}: due ${due}`
      : `Payable on invoice, net ${NET_TERMS_DAYS}: due ${due}`;
  return invoice.poNumber ? `${terms} · PO ${invoice.poNumber}` : terms;
}

/** Payable later, to the shop: a purchase order's or an account's invoice. */
const payableLater = (invoice: InvoiceDocument) => invoice.payment !== 'card';

/** Once anything was paid or credited, an invoice payable later shows what it still owes. */
const settled = (invoice: InvoiceDocument) =>
  payableLater(invoice) && toCents(invoice.paid) + toCents(invoice.credited) > 0;

function referenceFacts(invoice: InvoiceDocument): Fact[] {
  const facts: Fact[] = [['Issued', formatDocumentDate(invoice.issuedOn)]];
  if (payableLater(invoice)) facts.push(['Due', formatDocumentDate(dueOnOf(invoice))]);
  if (invoice.terms) facts.push(['Terms', invoice.terms]);
  facts.push(['Order', `#${invoice.orderId}`]);
  if (invoice.orderedBy) facts.push(['Ordered by', invoice.orderedBy]);
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
        <TotalsBlock totals={invoice} settlement={settled(invoice) ? invoice : null} />
        <CreditNotesTable
          issuedOn={invoice.issuedOn}
          creditNotes={invoice.creditNotes}
          companyCreditTaken={invoice.companyCreditTaken}
        />
        <Section label="Payment">{paymentLine(invoice)}</Section>
        {payableLater(invoice) && (
          <Section label="Remit to">{remitToText(shop, invoice.invoiceNumber)}</Section>
        )}
      </DocumentPage>
    </Document>
  );
}

export function drawInvoicePdf(invoice: InvoiceDocument, shop: DocumentShop): Promise<Buffer> {
  return renderToBuffer(<InvoicePdf invoice={invoice} shop={shop} />);
}
