import type { Reorder, UnavailableReason } from '@buildright/api';

const reasons: Record<UnavailableReason, string> = {
  deleted: 'no longer in our catalogue',
  inactive: 'no longer sold',
  'out-of-stock': 'out of stock',
};

/** What the customer should know about an order put back in the cart, one sentence each. */
export function reorderProblems(reorder: Pick<Reorder, 'lines' | 'unavailable'>): string[] {
  return [
    ...reorder.unavailable.map(({ name, reason }) => `${name} is ${reasons[reason]}.`),
    ...reorder.lines
      .filter((line) => line.quantity < line.ordered)
      .map(
        (line) =>
          `${line.product.name}: only ${line.quantity} of the ${line.ordered} ordered are in stock.`,
      ),
  ];
}
