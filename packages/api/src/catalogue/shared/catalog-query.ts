import * as z from 'zod';
import { idOf, pageField, pageSizeField, queryFlag } from '../../shared/fields.ts';
import { catalogSorts, cleanSearchText, MAX_SEARCH_RESULTS } from './catalog.ts';
import { fromCents, isMoneyString, toCents } from '../../shared/money.ts';

export const catalogSort = z.enum(catalogSorts, {
  error: `Sort must be one of ${catalogSorts.join(', ')}`,
});

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

/** What the catalogue can be asked: search, filters, sort and page. */
export const catalogQuery = z
  .object({
    search: searchText.optional(),
    categoryId: idOf('Category id').optional(),
    sort: catalogSort.optional(),
    minPrice: priceBound('Minimum price').optional(),
    maxPrice: priceBound('Maximum price').optional(),
    inStock: queryFlag.optional(),
    onSale: queryFlag.optional(),
    /** Only what fits this machine model (universal products included). */
    machineId: idOf('Machine id').optional(),
    page: pageField,
    pageSize: pageSizeField(100, 24),
  })
  .refine(
    // Refinements run even when a field failed: bounds that did not parse are reported there.
    ({ minPrice, maxPrice }) =>
      minPrice === undefined ||
      maxPrice === undefined ||
      !isMoneyString(minPrice) ||
      !isMoneyString(maxPrice) ||
      toCents(minPrice) <= toCents(maxPrice),
    { message: 'Minimum price must not be above the maximum price', path: ['maxPrice'] },
  )
  .refine(
    ({ search, page, pageSize }) =>
      !search ||
      typeof page !== 'number' ||
      typeof pageSize !== 'number' ||
      (page - 1) * pageSize < MAX_SEARCH_RESULTS,
    {
      message: `A search shows its first ${MAX_SEARCH_RESULTS.toLocaleString('en-US')} results: narrow it with a category or a filter to see others`,
      path: ['page'],
    },
  );
export type CatalogQuery = z.input<typeof catalogQuery>;
export type CatalogFilter = Omit<z.output<typeof catalogQuery>, 'page' | 'pageSize'>;
