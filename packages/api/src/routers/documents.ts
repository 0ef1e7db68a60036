import * as z from 'zod';
import { idParam } from '../shared/schemas.ts';
import { quoteToken } from '../shared/quotes.ts';
import { notFound } from '../errors.ts';
import { invoiceForViewer } from '../services/invoices.ts';
import { documentShop, quoteDocumentOf } from '../services/quotes/documents.ts';
import { getQuoteByToken } from '../services/quotes/read.ts';
import { createTRPCRouter, publicProcedure } from '../trpc.ts';

/** What the quote and invoice PDFs draw; the server renders them, the data is frozen rows. */
export const documentsRouter = createTRPCRouter({
  /** The revision on offer of a quote, as its PDF shows it. */
  quote: publicProcedure.input(z.object({ token: quoteToken })).query(async ({ ctx, input }) => {
    const quote = await getQuoteByToken(ctx.db, input.token);
    if (!quote.current) throw notFound('This quote has not been priced yet');
    return { document: quoteDocumentOf(quote, quote.current), shop: documentShop(ctx.settings) };
  }),

  invoice: publicProcedure
    .input(z.object({ orderId: idParam, quoteToken: quoteToken.nullish() }))
    .query(async ({ ctx, input }) => {
      const document = await invoiceForViewer(ctx.db, input.orderId, {
        adminId: ctx.session.adminId,
        customerId: ctx.session.customerId,
        quoteToken: input.quoteToken ?? null,
      });
      return { document, shop: documentShop(ctx.settings) };
    }),
});
