import type { Order, OrderLine } from '@buildright/api';

/**
 * An order as the procedures answer it: each line with what its buyer may return or claim under
 * warranty now, and when its warranty ends.
 */
export type ReturnableOrder = Omit<Order, 'lines'> & {
  warrantyEndsAt: Date | null;
  lines: (OrderLine & { returnableQuantity: number; claimableQuantity: number })[];
};

/**
 * The documented REST shape of an order (SPEC §3): `items` is a JSON string of
 * `{ product: { id, name, category, price, imageUrl }, quantity }`; beside it (issue 46) `lines`
 * names each line for a return or a warranty claim: `{ itemId, productId, name, quantity,
 * unitPrice, returnableQuantity, claimableQuantity }`.
 */
export function toDocumentedOrder({ lines, ...order }: ReturnableOrder) {
  return {
    ...order,
    lines: lines.map((line) => ({
      itemId: line.itemId,
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      returnableQuantity: line.returnableQuantity,
      claimableQuantity: line.claimableQuantity,
    })),
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
