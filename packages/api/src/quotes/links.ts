import { adminPaths, adminUrl } from '../shared/admin-paths.ts';

/** The buyer's page of a quote: its token is the key, no account needed. */
export const buyerQuoteUrl = (publicUrl: string, token: string) => `${publicUrl}/quotes/${token}`;

/** The quote in the admin site. */
export const staffQuoteUrl = (publicUrl: string, quoteId: number) =>
  adminUrl(publicUrl, adminPaths.quote(quoteId));
