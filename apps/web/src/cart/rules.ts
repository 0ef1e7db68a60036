import {
  lineTotalCents,
  orderTotalCents,
  type CartLineInput,
  type CheckoutInfo,
} from '@buildright/api/shared';
import type { Product } from '@buildright/api';

/** What the cart keeps of a product: enough to show the line without asking the server again. */
export type CartProduct = Pick<
  Product,
  'id' | 'name' | 'price' | 'salePrice' | 'category' | 'stock' | 'imageUrl' | 'images'
>;

export interface CartItem {
  product: CartProduct;
  quantity: number;
}

function toCartProduct(product: CartProduct): CartProduct {
  const { id, name, price, salePrice, category, stock, imageUrl, images } = product;
  return { id, name, price, salePrice, category, stock, imageUrl, images };
}

/** Add: one more of a product already in the cart, else a new line of one (SPEC §4). */
export function addItem(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const existing = items.find((item) => item.product.id === product.id);
  if (!existing) return [...items, { product: toCartProduct(product), quantity: 1 }];
  return items.map((item) =>
    item === existing
      ? {
          // The latest price and stock the shop has seen replace the stored copy.
          product: toCartProduct(product),
          quantity: item.quantity + 1,
        }
      : item,
  );
}

/**
 * Adds several lines at once (e.g. an earlier order again): quantities add up with what the
 * cart holds, capped to the stock the product data reports, whose newer copy replaces the old.
 */
export function addLines(items: readonly CartItem[], lines: readonly CartItem[]): CartItem[] {
  const next = [...items];
  for (const line of lines) {
    const index = next.findIndex((item) => item.product.id === line.product.id);
    const inCart = index === -1 ? 0 : next[index]!.quantity;
    const quantity = Math.min(inCart + line.quantity, Math.max(line.product.stock, inCart));
    const merged = { product: toCartProduct(line.product), quantity };
    if (index === -1) next.push(merged);
    else next[index] = merged;
  }
  return next;
}

export function removeItem(items: readonly CartItem[], productId: number): CartItem[] {
  return items.filter((item) => item.product.id !== productId);
}

/** Update: 0 or less removes the line, otherwise sets the quantity. */
export function updateQuantity(
  items: readonly CartItem[],
  productId: number,
  quantity: number,
): CartItem[] {
  if (quantity <= 0) return removeItem(items, productId);
  const whole = Math.floor(quantity);
  return items.map((item) => (item.product.id === productId ? { ...item, quantity: whole } : item));
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of (sale price if any, else price) x quantity, in cents. */
export function cartTotalCents(items: readonly CartItem[]): number {
  return orderTotalCents(items);
}

export function lineTotalOf(item: CartItem): number {
  return lineTotalCents(item.product, item.quantity);
}

/** The quote request sends only product ids and quantities; the server prices them. */
export function orderLines(items: readonly CartItem[]): CartLineInput[] {
  return items.map((item) => ({ productId: item.product.id, quantity: item.quantity }));
}

/** Checkout info is kept only when all four fields are filled in (SPEC §5). */
export function completeCheckoutInfo(info: CheckoutInfo): CheckoutInfo | null {
  const values = [info.customerName, info.customerEmail, info.customerPhone, info.customerAddress];
  return values.every((value) => value.trim() !== '') ? info : null;
}

/** Stored carts come from an older visit: anything that is not a well-formed line is dropped. */
export function sanitizeStoredItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is CartItem =>
      typeof item === 'object' &&
      item !== null &&
      Number.isInteger(item.quantity) &&
      item.quantity > 0 &&
      typeof item.product?.id === 'number' &&
      typeof item.product?.name === 'string' &&
      typeof item.product?.price === 'string',
  );
}
