import type { QuoteLineView } from '@buildright/api';
import { LineProduct, LinesTable } from '@buildright/ui';

/** A revision's lines (or the request's) at the prices written on them, never today's. */
export function QuoteLinesTable({ lines, label }: { lines: QuoteLineView[]; label: string }) {
  return (
    <LinesTable
      lines={lines}
      lineKey={(line) => line.productId}
      product={(line) => (
        <LineProduct imageSrc={line.imageUrl} name={line.name} detail={`SKU: ${line.sku}`} />
      )}
      label={label}
      testId="quote-lines"
      lineTestId="quote-line"
    />
  );
}
