/**
 * Cells a spreadsheet would read as a formula start with one of these (OWASP, CSV injection);
 * the export puts a single quote before them so they stay text.
 */
const formulaStart = /^[=+\-@\t\r]/;

function escapeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** Undoes the export's quote before a formula-like cell, so an exported file imports as it was. */
export function unescapeFormula(text: string): string {
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}

function csvCell(value: string | number | null): string {
  const text = escapeFormula(value === null ? '' : String(value));
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvExportOptions {
  /** Rows read per query. */
  batchSize?: number;
}

type CsvRow = readonly (string | number | null)[];

const csvRecord = (row: CsvRow) => `${row.map(csvCell).join(',')}\r\n`;

/** The byte order mark (spreadsheet programs then read UTF-8) and the header line. */
const csvHead = (header: readonly string[]) => `\uFEFF${csvRecord(header)}`;

/** A small CSV document, whole, as csvChunks writes it. */
export function csvDocument(header: readonly string[], rows: readonly CsvRow[]): string {
  return csvHead(header) + rows.map(csvRecord).join('');
}

/**
 * A CSV document (RFC 4180: CRLF, quotes doubled) as text, a chunk per batch of rows, starting
 * with a byte order mark so spreadsheet programs read it as UTF-8. The header goes out with the
 * first batch: a read that fails before it is still answered as an error, not as a cut-off file.
 */
export async function* csvChunks(
  header: readonly string[],
  batches: AsyncIterable<readonly CsvRow[]>,
): AsyncGenerator<string> {
  let head = csvHead(header);
  for await (const rows of batches) {
    yield head + rows.map(csvRecord).join('');
    head = '';
  }
  if (head) yield head;
}

export const yesNo = (value: boolean) => (value ? 'yes' : 'no');
