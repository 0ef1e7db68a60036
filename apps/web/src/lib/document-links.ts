/** The shop's PDF documents, served by the API; the browser opens them in its own viewer. */

/** The revision on offer, for whoever holds the quote's link. */
export const quotePdfUrl = (token: string) => `/api/quotes/${token}/pdf`;

/**
 * An order's invoice: the signed-in customer's own, or, with `quoteToken`, for the holder of the
 * quote's link (who may have no account).
 */
export function invoiceUrl(orderId: number, quoteToken?: string): string {
  const url = `/api/orders/${orderId}/invoice.pdf`;
  return quoteToken ? `${url}?quote=${encodeURIComponent(quoteToken)}` : url;
}

/** The signed-in member's company statement of account (its admins and approvers). */
export const companyStatementUrl = '/api/companies/me/statement.pdf';
