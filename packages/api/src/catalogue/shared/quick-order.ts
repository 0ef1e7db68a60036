import * as z from 'zod';
import { idOf } from '../../shared/fields.ts';
import type { FitVerdict } from './fitment.ts';
import type { ProductImage } from './product-image.ts';

/** A paste longer than this is refused whole: a quick order is a page of lines, not a catalogue. */
export const MAX_QUICK_ORDER_LINES = 500;
export const MAX_QUICK_ORDER_CHARACTERS = 50_000;

const countLines = (text: string) => text.split(/\r\n|\r|\n/).filter((line) => line.trim()).length;

/** What the buyer pasted (or a CSV file's text), and the machine they shop for, if any. */
export const quickOrderInput = z.object({
  text: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'Text is required' : 'Text must be a string of lines',
    })
    .max(
      MAX_QUICK_ORDER_CHARACTERS,
      `Paste at most ${MAX_QUICK_ORDER_CHARACTERS.toLocaleString('en-US')} characters at once`,
    )
    .refine(
      (text) => countLines(text) <= MAX_QUICK_ORDER_LINES,
      `Paste at most ${MAX_QUICK_ORDER_LINES} lines at once`,
    ),
  /** A machine model id (GET /api/machines): each product then says whether it fits. */
  machineId: idOf('Machine id').optional(),
});

export type QuickOrderInput = z.input<typeof quickOrderInput>;

export type QuickOrderProblem =
  'unreadable' | 'bad-quantity' | 'unknown-sku' | 'inactive' | 'not-enough-stock';

/** A product as a quick-order line shows it and the cart keeps it, priced by the server. */
export interface QuickOrderProduct {
  id: number;
  name: string;
  sku: string;
  category: string;
  price: string;
  salePrice: string | null;
  /** What this buyer pays for one, as a decimal string. */
  unitPrice: string;
  stock: number;
  /** The image to show: the first of the gallery, else the product's own, else the default. */
  image: string;
  imageUrl: string | null;
  images: ProductImage[];
  /** Whether it fits the machine the request named; null when it named none, or for a product
   * without fitment rules. */
  fit: (FitVerdict & { text: string }) | null;
}

export interface QuickOrderLine {
  /** The input's line numbers (from 1) this line was read from: several when a SKU repeats. */
  lines: number[];
  /** The SKU as typed (its first occurrence). */
  sku: string;
  /** The quantity as typed, summed over repeats when each was a whole number. */
  quantityText: string;
  /** The quantity when it is a whole number from 1 to the most a line may hold; else null. */
  quantity: number | null;
  product: QuickOrderProduct | null;
  problem: QuickOrderProblem | null;
  /** The problem in words a buyer acts on ("Only 4 left"); null when the line can be ordered. */
  message: string | null;
  /** For not-enough-stock: how many are left. */
  available?: number;
}

export interface QuickOrderAnswer {
  lines: QuickOrderLine[];
  /** Lines that can go into the cart as they are. */
  orderable: number;
}
