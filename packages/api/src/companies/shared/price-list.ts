import * as z from 'zod';
import { idOf, moneyField } from '../../shared/fields.ts';
import { fromCents, toCents } from '../../shared/money.ts';

/** How long a price list may be: every category, and a distributor's contract products. */
export const MAX_PRICE_LIST_CATEGORIES = 500;
export const MAX_PRICE_LIST_PRODUCTS = 5_000;

const percentPattern = /^\d{1,3}(?:\.\d{1,2})?$/;
const percentMessage = 'Percent off must be a number above 0 and below 100, like 12.5';

/**
 * A percentage off, above 0 and below 100, with at most 2 decimals; answered as "12.50". A whole
 * category at 100% off would give it away, so 100 is refused like 150, never clamped.
 */
export const percentOffField = z
  .union([z.string(), z.number()], { error: percentMessage })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((value) => percentPattern.test(value), percentMessage)
  .transform((value) => toCents(value))
  .refine((hundredths) => hundredths > 0 && hundredths < 10_000, percentMessage)
  .transform((hundredths) => fromCents(hundredths));

const skuField = z
  .string({ error: 'SKU is required' })
  .trim()
  .min(1, 'SKU is required')
  .max(50, 'SKU must be at most 50 characters')
  .transform((sku) => sku.toUpperCase());

export const categoryDiscountInput = z.strictObject({
  categoryId: idOf('Category id'),
  percentOff: percentOffField,
});

export const contractPriceInput = z.strictObject({
  sku: skuField,
  price: moneyField('Price is required', 'Price must be an amount like 1299.00').refine(
    (price) => toCents(price) > 0,
    'A contract price must be above 0.00',
  ),
});

/**
 * A company's whole price list, as staff set it (it replaces the one before): a percentage off
 * per category, and fixed prices per product by SKU, which win over their category's percentage.
 */
export const priceListInput = z
  .strictObject({
    categories: z
      .array(categoryDiscountInput, { error: 'Categories must be a list' })
      .max(MAX_PRICE_LIST_CATEGORIES, `At most ${MAX_PRICE_LIST_CATEGORIES} categories`),
    products: z
      .array(contractPriceInput, { error: 'Products must be a list' })
      .max(MAX_PRICE_LIST_PRODUCTS, `At most ${MAX_PRICE_LIST_PRODUCTS} products`),
  })
  .superRefine((list, ctx) => {
    // Refinements run even when a field failed: only lists are looked into.
    const seenCategories = new Set<number>();
    if (Array.isArray(list.categories))
      list.categories.forEach((entry, index) => {
        if (seenCategories.has(entry.categoryId)) {
          ctx.addIssue({
            code: 'custom',
            path: ['categories', index, 'categoryId'],
            message: `Category ${entry.categoryId} is in the list twice`,
          });
        }
        seenCategories.add(entry.categoryId);
      });
    const seenSkus = new Set<string>();
    if (Array.isArray(list.products))
      list.products.forEach((entry, index) => {
        if (seenSkus.has(entry.sku)) {
          ctx.addIssue({
            code: 'custom',
            path: ['products', index, 'sku'],
            message: `${entry.sku} is in the list twice`,
          });
        }
        seenSkus.add(entry.sku);
      });
  });
export type PriceListInput = z.input<typeof priceListInput>;
export type PriceListValues = z.output<typeof priceListInput>;

/** A company's price list as staff read it, with what each entry applies to. */
export interface PriceList {
  companyId: number;
  categories: { categoryId: number; name: string; percentOff: string }[];
  products: { productId: number; sku: string; name: string; listPrice: string; price: string }[];
}

/** The price list CSV's columns, as the export writes them (name and list_price are not read). */
export const priceListCsvColumns = [
  'kind',
  'category',
  'sku',
  'name',
  'list_price',
  'percent_off',
  'price',
] as const;
