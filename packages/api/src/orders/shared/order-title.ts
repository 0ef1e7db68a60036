/**
 * What the buyer calls an order: a quote request goes by its quote's number ("Quote request
 * Q-000007"), every other order by its own ("Order #12").
 */
export function orderTitle(order: { id: number; quoteNumber: string | null }): string {
  return order.quoteNumber ? `Quote request ${order.quoteNumber}` : `Order #${order.id}`;
}
