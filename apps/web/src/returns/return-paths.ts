/** The account's return screens, under their order. */
export const returnRequestPath = (orderId: number) => `/account/orders/${orderId}/return`;

export const returnPath = (orderId: number, returnId: number) =>
  `/account/orders/${orderId}/returns/${returnId}`;
