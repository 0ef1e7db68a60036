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

/**
 * A whole CSV document (RFC 4180: CRLF, quotes doubled), starting with a byte order mark so
 * spreadsheet programs read it as UTF-8.
 */
export function csvDocument(
  header: readonly string[],
  rows: Iterable<readonly (string | number | null)[]>,
): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const yesNo = (value: boolean) => (value ? 'yes' : 'no');
