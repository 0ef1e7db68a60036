import type { QuickOrderLine } from '@buildright/api/shared';
import type { CartItem } from '../../cart/rules.ts';

/** A line on the page: what the buyer typed, and what the server last made of it. */
export interface QuickOrderRow {
  key: string;
  sku: string;
  quantity: string;
  /** The server's answer for the row as it was last checked. */
  line: QuickOrderLine;
  /** Changed since it was checked: its answer no longer counts until it is checked again. */
  edited: boolean;
  /** Why the cart refused it, when it did (it already held some). */
  refusal?: string;
}

let nextKey = 0;

export function rowsOf(lines: readonly QuickOrderLine[]): QuickOrderRow[] {
  return lines.map((line) => ({
    key: `row-${++nextKey}`,
    sku: line.sku,
    quantity: line.quantityText,
    line,
    edited: false,
  }));
}

/** The rows as lines of `SKU<tab>quantity` to check again; a row with no SKU left is dropped. */
export function textOf(rows: readonly QuickOrderRow[]): string {
  return rows
    .filter((row) => row.sku.trim() !== '')
    .map((row) => `${row.sku.trim()}\t${row.quantity.trim()}`)
    .join('\n');
}

/** A row that goes into the cart as it is: checked, unchanged since, and without a problem. */
export function isOrderable(row: QuickOrderRow): boolean {
  return !row.edited && row.line.problem === null && row.line.product !== null;
}

/** The cart lines of the rows that can be ordered. */
export function cartLinesOf(rows: readonly QuickOrderRow[]): CartItem[] {
  return rows.filter(isOrderable).map((row) => ({
    product: row.line.product!,
    quantity: row.line.quantity!,
  }));
}
