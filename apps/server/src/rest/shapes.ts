import type { Order } from '@buildright/api';

/**
 * The documented REST shape of an order (SPEC §3): `items` is a JSON string of
 * `{ product: { id, name, category, price, imageUrl }, quantity }`.
 */
export function toDocumentedOrder({ lines, ...order }: Order) {
  return {
    ...order,
    items: JSON.stringify(
      lines.map((line) => ({
        product: {
          id: line.productId,
          name: line.name,
          category: line.category,
          price: line.unitPrice,
          imageUrl: line.imageUrl,
        },
        quantity: line.quantity,
      })),
    ),
  };
}
