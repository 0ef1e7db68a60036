import { CsvError, parse } from 'csv-parse/sync';
import { quantityText } from '../shared/fields.ts';
import { MAX_LINE_QUANTITY } from '../orders/shared/line-quantity.ts';

/** A line of `SKU quantity` as read, before the catalogue is asked. */
export interface ParsedLine {
  /** The input's line numbers (from 1); several when the same SKU was given more than once. */
  lines: number[];
  sku: string;
  quantityText: string;
  /** Null when the quantity is not a whole number from 1 to MAX_LINE_QUANTITY. */
  quantity: number | null;
  /** Why the line cannot be read at all, or why its quantity is refused; null when it is fine. */
  error: { kind: 'unreadable' | 'bad-quantity'; message: string } | null;
}

const quantity = quantityText(MAX_LINE_QUANTITY);
const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

const skuHeading =
  /^(sku|item|item ?(no|number|#)|part|part ?(no|number|#)|product ?(code|sku)?|code|article)\.?$/i;
const quantityHeading = /^(qty|quantity|amount|count|units?)\.?$/i;

// A spreadsheet's copy separates cells by tabs, a CSV export by commas (semicolons where the
// comma is the decimal mark): the first of them on a line is its separator.
const separators = ['\t', ';', ','] as const;

const unquote = (cell: string) => cell.replace(/^"(.*)"$/, '$1');

/** The cells of one line, or why it cannot be read. */
function cellsOf(line: string): string[] | { unreadable: string } {
  const delimiter = separators.find((separator) => line.includes(separator));
  let cells: string[];
  try {
    const [record] = parse(line, {
      delimiter: delimiter ?? ',',
      trim: true,
      relax_quotes: true,
    }) as string[][];
    cells = record ?? [];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // `"BR-1" "2"`: quoted cells apart by spaces alone.
    if (delimiter === undefined) return line.trim().split(/\s+/).map(unquote);
    return { unreadable: 'This line could not be read: a quote is not closed' };
  }
  const filled = cells.filter((cell) => cell !== '');
  // "BR-1001 5" in one cell: a space is a separator too.
  return filled.length === 1 ? filled[0]!.split(/\s+/) : filled;
}

const isHeading = (cells: string[]) =>
  skuHeading.test(cells[0] ?? '') && (cells[1] === undefined || quantityHeading.test(cells[1]));

function readLine(number: number, cells: string[]): ParsedLine {
  const [sku = '', quantityText = '', ...rest] = cells;
  const line = { lines: [number], sku, quantityText, quantity: null };
  if (rest.length > 0) {
    return {
      ...line,
      error: { kind: 'unreadable', message: 'Enter one SKU and one quantity on each line' },
    };
  }
  if (quantityText === '') {
    return { ...line, error: { kind: 'bad-quantity', message: 'Enter a quantity after the SKU' } };
  }
  const parsed = quantity.safeParse(quantityText);
  return parsed.success
    ? { ...line, quantity: parsed.data, error: null }
    : { ...line, error: { kind: 'bad-quantity', message: QUANTITY_MESSAGE } };
}

/** Lines of the same SKU (in any case) with good quantities become one, quantities summed. */
function mergeRepeats(lines: ParsedLine[]): ParsedLine[] {
  const merged: ParsedLine[] = [];
  const bySku = new Map<string, number>();
  for (const line of lines) {
    const key = line.sku.toLowerCase();
    const index = line.quantity === null ? undefined : bySku.get(key);
    const first = index === undefined ? undefined : merged[index];
    if (index === undefined || first?.quantity == null) {
      if (line.quantity !== null) bySku.set(key, merged.length);
      merged.push(line);
      continue;
    }
    const total = first.quantity + line.quantity!;
    merged[index] = {
      ...first,
      lines: [...first.lines, ...line.lines],
      quantityText: String(total),
      ...(total > MAX_LINE_QUANTITY
        ? {
            quantity: null,
            error: { kind: 'bad-quantity', message: `${QUANTITY_MESSAGE} (together ${total})` },
          }
        : { quantity: total }),
    };
    if (total > MAX_LINE_QUANTITY) bySku.delete(key);
  }
  return merged;
}

/**
 * Reads pasted lines of `SKU quantity`: cells separated by tabs, semicolons, commas or spaces,
 * quoted as a CSV export quotes them, any line ending. Blank lines and a heading line
 * ("sku,quantity") are skipped; every other line is answered, with its problem if it has one.
 */
export function parseQuickOrderLines(text: string): ParsedLine[] {
  const read: ParsedLine[] = [];
  let seenContent = false;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      if (raw.trim() === '') return;
      const number = index + 1;
      const cells = cellsOf(raw);
      const firstContent = !seenContent;
      seenContent = true;
      if ('unreadable' in cells) {
        read.push({
          lines: [number],
          sku: raw.trim(),
          quantityText: '',
          quantity: null,
          error: { kind: 'unreadable', message: cells.unreadable },
        });
      } else if (cells.length > 0 && !(firstContent && isHeading(cells))) {
        read.push(readLine(number, cells));
      }
    });
  return mergeRepeats(read);
}
