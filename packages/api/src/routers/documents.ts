import * as z from 'zod';
import { idParam, idInput } from '../shared/fields.ts';
import { quoteToken } from '../quotes/shared/quotes.ts';
import { notFound } from '../errors.ts';
import { invoiceForViewer, payableShop } from '../documents/index.ts';
import { quoteDocumentOf, shopOf, getQuoteByToken, getQuoteForStaff } from '../quotes/index.ts';
import { createTRPCRouter, publicProcedure, staffProcedure } from '../trpc.ts';

/** What the quote and invoice PDFs draw; the server renders them, the data is frozen rows. */
export const documentsRouter = createTRPCRouter({
  /** The revision on offer of a quote, as its PDF shows it. */
  quote: publicProcedure.input(z.object({ token: quoteToken })).query(async ({ ctx, input }) => {
    const quote = await getQuoteByToken(ctx.db, input.token);
    if (!quote.current) throw notFound('This quote has not been priced yet');
    return { document: quoteDocumentOf(quote, quote.current), shop: shopOf(ctx.settings) };
  }),

  /** Staff preview of the draft (or, without one, the newest revision) before sending it. */
  quoteDraft: staffProcedure('quotes.manage')
    .input(idInput)
    .query(async ({ ctx, input }) => {
      const quote = await getQuoteForStaff(ctx.db, input.id);
      const revision = quote.draft ?? quote.revisions.at(-1);
      if (!revision) throw notFound('This quote has no revision yet; save a draft first');
      return { document: quoteDocumentOf(quote, revision), shop: shopOf(ctx.settings) };
    }),

  invoice: publicProcedure
    .input(z.object({ orderId: idParam, quoteToken: quoteToken.nullish() }))
    .query(async ({ ctx, input }) => {
      const document = await invoiceForViewer(ctx.db, input.orderId, {
        adminId: ctx.session.adminId,
        customerId: ctx.session.customerId,
        quoteToken: input.quoteToken ?? null,
      });
      return { document, shop: await payableShop(ctx.db, shopOf(ctx.settings)) };
    }),
});
