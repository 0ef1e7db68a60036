import type { QuoteLineView } from '@buildright/api';
import { LineProduct, LinesTable as FrozenLinesTable } from '@buildright/ui';

/** Quote lines as they were frozen: product, quantity, unit price and line total. */
export function LinesTable({ label, lines }: { label: string; lines: readonly QuoteLineView[] }) {
  return (
    <FrozenLinesTable
      lines={lines}
      lineKey={(line) => line.productId}
      product={(line) => <LineProduct name={line.name} detail={`SKU ${line.sku}`} size="sm" />}
      label={label}
      size="sm"
    />
  );
}
