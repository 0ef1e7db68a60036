import * as z from 'zod';
import { idParam, queryFlag } from './fields.ts';
import { catalogSorts, cleanSearchText } from './catalog.ts';
import { fromCents, isMoneyString, toCents } from './money.ts';

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
    categoryId: idParam.optional(),
    sort: catalogSort.optional(),
    minPrice: priceBound('Minimum price').optional(),
    maxPrice: priceBound('Maximum price').optional(),
    inStock: queryFlag.optional(),
    onSale: queryFlag.optional(),
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
