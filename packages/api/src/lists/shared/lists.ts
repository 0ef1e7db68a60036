import * as z from 'zod';
import { idOf, quantityField, requiredText } from '../../shared/fields.ts';
import type { ProductImage } from '../../catalogue/shared/product-image.ts';
import { MAX_LINE_QUANTITY } from '../../orders/shared/line-quantity.ts';
import { MAX_LIST_NAME, MAX_SAVED_LIST_LINES } from './list-limits.ts';

// The limits live in a module without zod: the product page's Save to list reads one.
export { MAX_LIST_NAME, MAX_SAVED_LIST_LINES, MAX_SAVED_LISTS } from './list-limits.ts';

const listName = requiredText('Name is required', MAX_LIST_NAME);

const listLine = z.strictObject({
  productId: idOf('Product id'),
  quantity: quantityField(MAX_LINE_QUANTITY),
});

/** Each product once: a list says how many of it, not the same product on two lines. */
const listLines = z
  .array(listLine, { error: 'Lines must be a list of {productId, quantity}' })
  .max(MAX_SAVED_LIST_LINES, `A list holds at most ${MAX_SAVED_LIST_LINES} products`)
  .refine(
    (lines) => new Set(lines.map((line) => line.productId)).size === lines.length,
    'A product appears on more than one line: give each product once, with its quantity',
  );

export type ListLineInput = z.output<typeof listLine>;

/** Shared with the maker's company: every member reads it and orders from it. */
const sharedField = z.boolean({ error: 'Shared must be true or false' });

/** A new list: its name, and the lines to start with (a cart's or an order's, say). */
export const newListInput = z.object({
  name: listName,
  lines: listLines.default([]),
  shared: sharedField.default(false),
});

/** A list's new name, its whole new set of lines, whether it is shared, or any of them. */
export const listChangeInput = z
  .object({
    name: listName.optional(),
    lines: listLines.optional(),
    shared: sharedField.optional(),
  })
  .refine(
    (change) =>
      change.name !== undefined || change.lines !== undefined || change.shared !== undefined,
    'Send a new name, new lines, whether it is shared, or any of them',
  );

/** Products to add to a list: a line it already has takes the quantity on top. */
export const listAdditionInput = z.object({ lines: listLines.min(1, 'Add at least one product') });

/** Which of a list's products go to the cart; all of them when none are named. */
export const listToCartInput = z.object({
  productIds: z
    .array(idOf('Product id'), { error: 'Product ids must be a list of product ids' })
    .max(MAX_SAVED_LIST_LINES)
    .optional(),
});

export type NewListInput = z.input<typeof newListInput>;
export type ListChangeInput = z.output<typeof listChangeInput>;

export interface SavedListSummary {
  id: number;
  name: string;
  /** How many products the list holds. */
  lineCount: number;
  /** Shared with the company: its members read it and order from it; only its maker changes it. */
  shared: boolean;
  /** Made by the signed-in customer, who alone may change it. */
  mine: boolean;
  /** Who made it, as their account names them. */
  madeBy: string;
  updatedAt: Date;
}

/** A product as a list shows it, as the catalogue sells it today. */
export interface ListProduct {
  id: number;
  name: string;
  sku: string;
  category: string;
  price: string;
  salePrice: string | null;
  /** What the buyer pays for one now, as a decimal string. */
  unitPrice: string;
  stock: number;
  imageUrl: string | null;
  images: ProductImage[];
  /** False once the product (or its category) is no longer sold. */
  shown: boolean;
}

export interface SavedListLine {
  product: ListProduct;
  quantity: number;
}

export interface SavedList extends SavedListSummary {
  createdAt: Date;
  lines: SavedListLine[];
}

/** Why a list's line cannot go to the cart as saved. */
export type ListLineProblem = 'inactive' | 'out-of-stock' | 'not-enough-stock';

export interface ListToCart {
  /** Lines the stock covers, ready for the cart. */
  lines: SavedListLine[];
  /** Lines it does not, each with the reason in words and what is left. */
  refused: {
    product: ListProduct;
    quantity: number;
    problem: ListLineProblem;
    message: string;
    available: number;
  }[];
}
