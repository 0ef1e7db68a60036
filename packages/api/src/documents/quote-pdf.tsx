/** @jsxRuntime automatic -- as well where a runner reads another tsconfig (tsx in apps/server) */
import { Document, renderToBuffer } from '@react-pdf/renderer';
import { formatDocumentDate } from './format.ts';
import { Overview, Section } from './pdf-blocks.tsx';
import { LinesTable } from './pdf-lines-table.tsx';
import { DocumentPage } from './pdf-page.tsx';
import { TotalsBlock } from './pdf-totals.tsx';
import type { DocumentShop, QuoteDocument } from './types.ts';

const QUOTE_TERMS = 'Payment due at order. 2-year warranty on all equipment. 30-day returns.';

function QuotePdf({ quote, shop }: { quote: QuoteDocument; shop: DocumentShop }) {
  const title = `Quote ${quote.quoteNumber} · Revision ${quote.revision}`;
  return (
    <Document title={title} author={shop.name} creator={shop.name} language="en-US">
      <DocumentPage shop={shop} title={title}>
        <Overview
          partyLabel="Prepared for"
          party={quote.buyer}
          facts={[
            ['Issued', formatDocumentDate(quote.issuedOn)],
            ['Valid until', formatDocumentDate(quote.validUntil)],
          ]}
        />
        <LinesTable lines={quote.lines} />
        <TotalsBlock totals={quote} />
        {quote.note && <Section label="Note">{quote.note}</Section>}
        <Section label="Terms">{QUOTE_TERMS}</Section>
      </DocumentPage>
    </Document>
  );
}

export function drawQuotePdf(quote: QuoteDocument, shop: DocumentShop): Promise<Buffer> {
  return renderToBuffer(<QuotePdf quote={quote} shop={shop} />);
}
