import { CsvError, parse } from 'csv-parse/sync';
import { tooLarge } from '../../errors.ts';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  productCsvColumns,
  type ProductCsvColumn,
  type ProductImportError,
} from '../shared/csv.ts';
import { unescapeFormula } from './cells.ts';

export type ProductCsvCells = Partial<Record<ProductCsvColumn, string>>;

export interface ProductCsvRow {
  /** As a spreadsheet numbers rows: the header is line 1. */
  line: number;
  cells: ProductCsvCells;
}

export interface ProductCsvFile {
  columns: ReadonlySet<ProductCsvColumn>;
  rows: ProductCsvRow[];
  /** Problems with the file as a whole (not CSV, a bad header); rows are not read then. */
  errors: ProductImportError[];
}

const byNormalName = new Map<string, ProductCsvColumn>(
  productCsvColumns.map((column) => [column, column]),
);

/** "Sale price", "sale-price" and "SALE_PRICE" all name sale_price. */
const normalColumnName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function readHeader(header: string[]) {
  const columns: (ProductCsvColumn | null)[] = [];
  const errors: ProductImportError[] = [];
  for (const name of header) {
    const column = byNormalName.get(normalColumnName(name)) ?? null;
    if (column === null && name.trim() !== '') {
      errors.push({
        line: 1,
        column: name,
        message: `Unknown column "${name}"; the columns are ${productCsvColumns.join(', ')}`,
      });
    } else if (column !== null && columns.includes(column)) {
      errors.push({ line: 1, column, message: `The column ${column} appears twice` });
    }
    columns.push(column);
  }
  if (!columns.includes('sku')) {
    errors.push({ line: 1, column: 'sku', message: 'The header needs a sku column' });
  }
  return { columns, errors };
}

function parseRecords(text: string): string[][] | ProductImportError {
  try {
    // Blank lines are kept so that line numbers stay the spreadsheet's row numbers.
    return parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return { line, column: null, message: `The file is not valid CSV: ${error.message}` };
  }
}

/**
 * Reads an uploaded product CSV into rows of named cells. Cells are only text: nothing in them
 * is evaluated, and the export's quote before a formula-like cell is taken off again.
 */
export function readProductCsv(text: string): ProductCsvFile {
  if (Buffer.byteLength(text) > MAX_IMPORT_BYTES) {
    throw tooLarge(
      `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; split it into smaller files`,
    );
  }
  const records = parseRecords(text);
  if (!Array.isArray(records)) return { columns: new Set(), rows: [], errors: [records] };
  const [header, ...data] = records;
  if (!header || header.every((cell) => cell.trim() === '')) {
    return {
      columns: new Set(),
      rows: [],
      errors: [{ line: 1, column: null, message: 'The file is empty: it needs a header row' }],
    };
  }
  const rows: ProductCsvRow[] = [];
  data.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    rows.push({ line: index + 2, cells: {} });
  });
  if (rows.length > MAX_IMPORT_ROWS) {
    throw tooLarge(
      `The file has ${rows.length.toLocaleString('en-US')} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} at a time`,
    );
  }
  const { columns, errors } = readHeader(header);
  if (errors.length > 0) return { columns: new Set(), rows, errors };
  for (const row of rows) {
    const record = data[row.line - 2]!;
    columns.forEach((column, index) => {
      if (column !== null) row.cells[column] = unescapeFormula(record[index] ?? '');
    });
  }
  return {
    columns: new Set(columns.filter((column) => column !== null)),
    rows,
    errors: [],
  };
}
