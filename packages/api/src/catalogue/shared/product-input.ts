import * as z from 'zod';
import {
  idOf,
  idParam,
  INT4_MAX,
  moneyField,
  optionalText,
  requiredText,
  wholeNumber,
} from '../../shared/fields.ts';
import { fitmentInput } from './fitment-input.ts';
import { isMoneyString, toCents } from '../../shared/money.ts';

/** How many pictures a product may show. */
export const MAX_PRODUCT_IMAGES = 8;

export const productImageInput = z.strictObject({
  url: requiredText('Image URL is required', 2000),
  order: wholeNumber('Image order must be a whole number', { min: 0, max: INT4_MAX }),
  alt: optionalText(200).transform((alt) => alt ?? undefined),
});

/** A product has at most this many volume tiers. */
export const MAX_PRICE_TIERS = 10;
const MAX_TIER_QUANTITY = 100_000;

export const priceTierInput = z.strictObject({
  minQuantity: wholeNumber(
    `A tier starts at a whole number of units from 2 to ${MAX_TIER_QUANTITY}`,
    {
      min: 2,
      max: MAX_TIER_QUANTITY,
    },
  ),
  price: moneyField('Tier price is required', 'Tier price must be an amount like 89.00'),
});

/**
 * Volume tiers as staff enter them: minimum quantities strictly ascending, prices strictly
 * descending. Each must also be below the list price, which the product input checks.
 */
export const priceTiersInput = z
  .array(priceTierInput, { error: 'Tiers must be a list' })
  .max(MAX_PRICE_TIERS, `A product has at most ${MAX_PRICE_TIERS} volume tiers`)
  .superRefine((tiers, ctx) => {
    tiers.forEach((tier, index) => {
      const before = tiers[index - 1];
      if (!before || !isMoneyString(tier.price) || !isMoneyString(before.price)) return;
      if (tier.minQuantity <= before.minQuantity) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'minQuantity'],
          message: `Tiers must go up in quantity: ${tier.minQuantity} comes after ${before.minQuantity}`,
        });
      } else if (toCents(tier.price) >= toCents(before.price)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'price'],
          message: 'Each tier must be cheaper than the tier before it',
        });
      }
    });
  });
export type PriceTierValues = z.output<typeof priceTierInput>;

/** A changed price with the product's tiers kept must stay above each of them. */
export const priceAboveKeptTier = (minQuantity: number) =>
  `The price must stay above the volume tier from ${minQuantity} units; change the tiers too`;

export const productInput = z
  .strictObject({
    name: requiredText('Name is required'),
    description: requiredText('Description is required', 50_000),
    price: moneyField('Price is required', 'Price must be an amount like 1299.00'),
    salePrice: moneyField('Sale price is required', 'Sale price must be an amount like 999.00')
      .nullish()
      .transform((value) => value ?? null),
    stock: wholeNumber('Stock must be a whole number', {
      min: 0,
      max: 1_000_000,
      minMessage: 'Stock cannot be negative',
      maxMessage: 'Stock must be at most 1,000,000',
      requiredMessage: 'Stock is required',
    }),
    categoryId: idOf('Category id'),
    imageUrl: optionalText(2000),
    images: z
      .array(productImageInput)
      .max(MAX_PRODUCT_IMAGES, `A product has at most ${MAX_PRODUCT_IMAGES} images`)
      .default([]),
    isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
    /** Left out on an update, the product keeps its fitment; on a create it is universal. */
    fitment: fitmentInput.optional(),
    /** Left out on an update, the product keeps its volume tiers; on a create it has none. */
    tiers: priceTiersInput.optional(),
  })
  // Refinements run even when a field failed: amounts that did not parse are reported there.
  .refine(
    (p) =>
      p.salePrice === null ||
      !isMoneyString(p.salePrice) ||
      !isMoneyString(p.price) ||
      toCents(p.salePrice) < toCents(p.price),
    {
      message: 'Sale price must be lower than the price',
      path: ['salePrice'],
    },
  )
  .superRefine((p, ctx) => {
    if (!p.tiers || !isMoneyString(p.price)) return;
    p.tiers.forEach((tier, index) => {
      if (isMoneyString(tier.price) && toCents(tier.price) >= toCents(p.price)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', index, 'price'],
          message: 'A tier price must be lower than the price',
        });
      }
    });
  });
export type ProductInput = z.input<typeof productInput>;

/** The warehouse's change: a product's stock alone, with the product form's rules. */
export const productStockInput = z.strictObject({ id: idParam, stock: productInput.shape.stock });
export type ProductValues = z.output<typeof productInput>;

export const categoryInput = z.strictObject({
  name: requiredText('Category name is required', 100),
  description: optionalText(500),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type CategoryInput = z.input<typeof categoryInput>;
