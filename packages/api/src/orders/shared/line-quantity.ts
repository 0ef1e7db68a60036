/** The most of one product an order line, a cart line or a list line may hold. */
export const MAX_LINE_QUANTITY = 999;
