// A company's price list as CSV (RFC 4180, as the product CSV): exported for a spreadsheet,
// imported back whole. One row per entry: a category's percentage or a product's fixed price.
import { CsvError, parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { categories, type Database } from '@buildright/db';
import { csvDocument, unescapeFormula } from '../catalogue/index.ts';
import { DomainError, invalidFields, tooLarge, type FieldIssue } from '../errors.ts';
import type { StaffActor } from '../audit/index.ts';
import { getPriceList, setPriceList } from './price-lists.ts';
import {
  MAX_PRICE_LIST_CATEGORIES,
  MAX_PRICE_LIST_PRODUCTS,
  priceListInput,
  priceListCsvColumns,
  type PriceList,
} from './shared/price-list.ts';

const MAX_PRICE_LIST_BYTES = 1024 * 1024;

/** The price list as CSV text: categories first, then products by SKU. */
export async function exportPriceListCsv(db: Database, companyId: number): Promise<string> {
  const list = await getPriceList(db, companyId);
  const rows = [
    ...list.categories.map((entry) => ['category', entry.name, '', '', '', entry.percentOff, '']),
    ...list.products.map((entry) => [
      'product',
      '',
      entry.sku,
      entry.name,
      entry.listPrice,
      '',
      entry.price,
    ]),
  ];
  return csvDocument(priceListCsvColumns, rows);
}

function parseRecords(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw invalidFields([
      { path: ['csv'], message: `The file is not valid CSV: ${error.message}` },
    ]);
  }
}

/**
 * Replaces the company's price list with the file's (the export's columns; `name` and
 * `list_price` are for people and are not read). Any problem refuses the whole file, each named
 * by its line as a spreadsheet numbers it.
 */
export async function importPriceListCsv(
  db: Database,
  actor: StaffActor,
  companyId: number,
  text: string,
): Promise<PriceList> {
  if (Buffer.byteLength(text) > MAX_PRICE_LIST_BYTES) {
    throw tooLarge('The file is larger than 1 MB');
  }
  const [header = [], ...records] = parseRecords(text);
  const names = header.map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const missing = ['kind', 'category', 'sku', 'percent_off', 'price'].filter(
    (column) => !names.includes(column),
  );
  if (missing.length > 0) {
    throw invalidFields([
      { path: ['csv'], message: `Line 1: the header needs the columns ${missing.join(', ')}` },
    ]);
  }
  const cell = (record: string[], column: string) =>
    unescapeFormula(record[names.indexOf(column)] ?? '').trim();

  const categoryIds = new Map(
    (
      await db
        .select({ id: categories.id, name: sql<string>`lower(${categories.name})` })
        .from(categories)
    ).map((row) => [row.name, row.id]),
  );
  const issues: FieldIssue[] = [];
  const lines = { categories: [] as number[], products: [] as number[] };
  const values = { categories: [] as unknown[], products: [] as unknown[] };
  records.forEach((record, index) => {
    const line = index + 2;
    if (record.every((value) => value.trim() === '')) return;
    const kind = cell(record, 'kind').toLowerCase();
    if (kind === 'category') {
      const name = cell(record, 'category');
      const categoryId = categoryIds.get(name.toLowerCase());
      if (categoryId === undefined) {
        issues.push({ path: ['csv'], message: `Line ${line}: there is no category "${name}"` });
        return;
      }
      lines.categories.push(line);
      values.categories.push({ categoryId, percentOff: cell(record, 'percent_off') });
    } else if (kind === 'product') {
      lines.products.push(line);
      values.products.push({ sku: cell(record, 'sku'), price: cell(record, 'price') });
    } else {
      issues.push({ path: ['csv'], message: `Line ${line}: kind must be category or product` });
    }
  });
  if (
    values.categories.length > MAX_PRICE_LIST_CATEGORIES ||
    values.products.length > MAX_PRICE_LIST_PRODUCTS
  ) {
    throw tooLarge(
      `A price list holds at most ${MAX_PRICE_LIST_CATEGORIES} categories and ${MAX_PRICE_LIST_PRODUCTS} products`,
    );
  }
  const parsed = priceListInput.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [list, index] = issue.path as ['categories' | 'products', number | undefined];
      const line = index === undefined ? undefined : lines[list]?.[index];
      issues.push({
        path: ['csv'],
        message: line ? `Line ${line}: ${issue.message}` : issue.message,
      });
    }
  }
  if (issues.length > 0 || !parsed.success) throw invalidFields(issues);
  try {
    return await setPriceList(db, actor, companyId, parsed.data);
  } catch (error) {
    // An unknown SKU is named by its entry; the file's reader wants its line.
    if (!(error instanceof DomainError) || error.issues.length === 0) throw error;
    throw invalidFields(
      error.issues.map((issue) => {
        const [list, index] = issue.path as ['categories' | 'products', number];
        return { path: ['csv'], message: `Line ${lines[list]?.[index] ?? '?'}: ${issue.message}` };
      }),
    );
  }
}
