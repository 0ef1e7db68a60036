import * as z from 'zod';
import { idParam } from './fields.ts';
import { fromCents, isMoneyString, toCents } from './money.ts';

export const catalogSorts = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type CatalogSort = (typeof catalogSorts)[number];

export const catalogSort = z.enum(catalogSorts, {
  error: `Sort must be one of ${catalogSorts.join(', ')}`,
});

export const MAX_SEARCH_LENGTH = 100;

/**
 * Any text is a search: it is trimmed, stripped of control characters (PostgreSQL refuses NUL)
 * and cut to 100 characters rather than refused.
 */
export function cleanSearchText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return Array.from(text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim())
    .slice(0, MAX_SEARCH_LENGTH)
    .join('')
    .trim();
}

export const searchText = z
  .string()
  .transform(cleanSearchText)
  .transform((text) => text || undefined);

const priceBound = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be an amount like 250 or 99.50` })
    .transform((value) => String(value).trim())
    .refine(isMoneyString, `${label} must be an amount like 250 or 99.50`)
    .transform((value) => fromCents(toCents(value)));

/** Query-string flags: "true"/"1" on, "false"/"0" off. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'Must be true or false' })
  .transform((value) => value === true || value === 'true' || value === '1');

/** What the catalogue can be asked: search, filters, sort and page. */
export const catalogQuery = z
  .object({
    search: searchText.optional(),
    categoryId: idParam.optional(),
    sort: catalogSort.optional(),
    minPrice: priceBound('Minimum price').optional(),
    maxPrice: priceBound('Maximum price').optional(),
    inStock: flag.optional(),
    onSale: flag.optional(),
    /** Only what fits this machine model (universal products included). */
    machineId: idParam.optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(24),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      toCents(query.minPrice) <= toCents(query.maxPrice),
    { message: 'Minimum price must not be above the maximum price', path: ['maxPrice'] },
  );
export type CatalogQuery = z.input<typeof catalogQuery>;
export type CatalogFilter = Omit<z.output<typeof catalogQuery>, 'page' | 'pageSize'>;

export interface CategoryFacet {
  id: number;
  name: string;
  count: number;
}

/** Counts beside each filter, each computed with every other filter applied. */
export interface CatalogFacets {
  categories: CategoryFacet[];
  /** Lowest and highest price (sale price where there is one) within the other filters. */
  price: { min: string; max: string } | null;
  inStock: number;
  onSale: number;
}
