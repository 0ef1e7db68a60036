export const quotePath = (token: string) => `/quotes/${token}`;

/** The card payment of the revision the buyer read; a newer one makes the accept fail. */
export const quotePaymentPath = (token: string, revision: number) =>
  `/quotes/${token}/pay?revision=${revision}`;
