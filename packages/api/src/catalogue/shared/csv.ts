import * as z from 'zod';
import { requiredText } from '../../shared/fields.ts';

/** The fitment columns go together: with any of them present, the absent ones count as empty. */
export const fitmentCsvColumns = [
  'universal',
  'machine_models',
  'min_weight_kg',
  'max_weight_kg',
  'pin_mm',
  'coupler',
] as const;

/**
 * The product CSV's columns, in the order the export writes them. An import needs `sku`; any
 * other column it leaves out keeps the product's value (or the default for a new product).
 */
export const productCsvColumns = [
  'sku',
  'name',
  'category',
  'price',
  'sale_price',
  'stock',
  'active',
  'description',
  'image_urls',
  ...fitmentCsvColumns,
  /** One document a line: "Spec sheet: EX200 specifications https://…/ex200.pdf". */
  'documents',
  /** Volume tiers, the smallest quantity first: "10:90.00|50:80.00". */
  'tiers',
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

/** What a product import finds (dry run) or did (apply). Lines count as a spreadsheet does. */
export interface ProductImportReport {
  applied: boolean;
  /** Data rows read, blank ones left out. */
  rows: number;
  creates: { line: number; sku: string; name: string }[];
  /** Changed columns per product; rows that change nothing are only counted. */
  updates: {
    line: number;
    sku: string;
    name: string;
    changes: ProductCsvColumn[];
    /** Each changed column's cell before and after, as the export writes it, in `changes` order. */
    fields: ProductImportFieldChange[];
  }[];
  unchanged: number;
  errors: ProductImportError[];
}

/** One cell an update changes: "price" from "100.00" to "120.00". */
export interface ProductImportFieldChange {
  column: ProductCsvColumn;
  from: string;
  to: string;
}

export interface ProductImportError {
  /** The row as a spreadsheet numbers it: the header is line 1. */
  line: number;
  column: string | null;
  message: string;
}

export const productSku = requiredText('SKU is required', 64).regex(
  /^[\w.\-/]+$/,
  'SKU may only contain letters, digits, dots, dashes, slashes and underscores',
);

/** "2026-02-31" is not one, though Date would roll it over to March. */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

export const isoDay = z
  .string({ error: 'Dates are written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine(isCalendarDay, 'Not a calendar date');

/** The accountant's orders export: every order placed from the first to the last day (UTC). */
export const orderExportInput = z
  .object({ from: isoDay, to: isoDay })
  .refine((range) => range.from <= range.to, {
    message: 'The start date must not be after the end date',
    path: ['to'],
  });
export type OrderExportInput = z.infer<typeof orderExportInput>;
