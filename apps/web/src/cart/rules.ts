import { orderTotalCents, type CartLineInput, type CheckoutInfo } from '@buildright/api/shared';
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

/** A line the cart refused: the stock (`left`) cannot cover it on top of what the cart holds. */
export interface StockShortfall {
  product: CartProduct;
  left: number;
  inCart: number;
}

/**
 * Adds lines (one more from a card, a chosen quantity from the product page, a quick order's
 * lines, an earlier order again), topping up lines the cart holds, with the newer product data. The cart never holds more
 * than the stock: a line that would take it there is refused whole, with the number left.
 */
export function addWithinStock(
  items: readonly CartItem[],
  lines: readonly CartItem[],
): { items: CartItem[]; refused: StockShortfall[] } {
  const next = [...items];
  const refused: StockShortfall[] = [];
  for (const line of lines) {
    const index = next.findIndex((item) => item.product.id === line.product.id);
    const inCart = index === -1 ? 0 : next[index]!.quantity;
    if (inCart + line.quantity > line.product.stock) {
      refused.push({ product: line.product, left: line.product.stock, inCart });
      continue;
    }
    const merged = { product: toCartProduct(line.product), quantity: inCart + line.quantity };
    if (index === -1) next.push(merged);
    else next[index] = merged;
  }
  return { items: next, refused };
}

/** "Only 4 left (2 already in your cart)": why an addition was refused, in words. */
export function shortfallText({ left, inCart }: StockShortfall): string {
  if (left <= 0) return 'Out of stock';
  const inYourCart = inCart > 0 ? ` (${inCart} already in your cart)` : '';
  return `Only ${left} left${inYourCart}`;
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

/**
 * Sum of (sale price if any, else price) x quantity, in cents: what the cart believed before the
 * server priced it (usePricedCart), sent to the payment step for reference only.
 */
export function cartTotalCents(items: readonly CartItem[]): number {
  return orderTotalCents(items);
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
