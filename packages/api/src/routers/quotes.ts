import * as z from 'zod';
import { idParam, idInput, requiredText } from '../shared/fields.ts';
import {
  quoteAcceptInput,
  quoteDeclineInput,
  quoteListInput,
  quoteMessageInput,
  quoteRevisionInput,
  quoteToken,
} from '../quotes/shared/quotes.ts';
import type { Context } from '../context.ts';
import { paymentDeps, startQuotePayment } from '../payments/index.ts';
import {
  acceptQuote,
  declineQuote,
  postBuyerMessage,
  countNeedingAction,
  listCustomerQuotes,
  listQuotes,
  getQuoteByToken,
  getQuoteForStaff,
  saveQuoteDraft,
  sendQuote,
  postStaffMessage,
  withdrawQuote,
  quoteBuyerPrices,
} from '../quotes/index.ts';
import { cartLineInput } from '../orders/shared/order-input.ts';
import { createTRPCRouter, customerProcedure, publicProcedure, staffProcedure } from '../trpc.ts';

const quoteStaff = staffProcedure('quotes.manage');

const byToken = z.object({ token: quoteToken });
const mailSettings = (ctx: Context) => ({
  publicUrl: ctx.settings.publicUrl,
  shopEmail: ctx.settings.shopEmail,
});

/** What the buyer's link opens and may do: no account needed, the token is the key. */
const buyerRouter = createTRPCRouter({
  get: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/quotes/:token',
        tags: ['quotes'],
        summary: 'A quote, by the token of its link',
      },
    })
    .input(byToken)
    .query(({ ctx, input }) => getQuoteByToken(ctx.db, input.token)),

  /** Accept the revision on offer: a purchase order confirms the order; a card opens the payment. */
  accept: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/quotes/:token/accept',
        tags: ['quotes'],
        summary:
          "Accept the revision on offer: 'po' confirms the order, 'card' answers its payment, 'account' (the quote's customer, signed in, a member of a company with terms) charges it to the company: confirmed and invoiced, or awaiting the company's approval past the member's limits (status awaiting_approval, with the reason)",
      },
    })
    .input(z.intersection(byToken, quoteAcceptInput))
    .mutation(async ({ ctx, input }) => {
      const { token, ...accept } = input;
      const outcome = await acceptQuote(
        ctx.db,
        token,
        { ...accept, signedInAs: ctx.session.customerId },
        mailSettings(ctx),
      );
      if (outcome.kind === 'ordered')
        return { status: 'ordered' as const, orderId: outcome.orderId };
      if (outcome.kind === 'awaiting_approval') {
        return {
          status: 'awaiting_approval' as const,
          orderId: outcome.orderId,
          reason: outcome.reason,
        };
      }
      const payment = await startQuotePayment(paymentDeps(ctx, ctx.log), outcome);
      return { status: 'accepted' as const, orderId: outcome.orderId, payment };
    }),

  decline: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/quotes/:token/decline',
        tags: ['quotes'],
        summary: 'Decline the quote',
      },
    })
    .input(byToken.extend(quoteDeclineInput.shape))
    .mutation(async ({ ctx, input }) => {
      await declineQuote(ctx.db, input.token, input.reason, mailSettings(ctx));
      return getQuoteByToken(ctx.db, input.token);
    }),

  /** A message on the thread; with requestChanges, the quote goes back to staff. */
  postMessage: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/quotes/:token/messages',
        tags: ['quotes'],
        summary: 'Write to the sales team; requestChanges asks for a new revision',
        status: 201,
      },
    })
    .input(byToken.extend(quoteMessageInput.shape))
    .mutation(async ({ ctx, input }) => {
      const { token, ...message } = input;
      await postBuyerMessage(ctx.db, token, message, mailSettings(ctx));
      return getQuoteByToken(ctx.db, token);
    }),
});

/** The sales team's side: list, price, send, withdraw, talk. */
const staffRouter = createTRPCRouter({
  list: quoteStaff
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/quotes',
        tags: ['admin quotes'],
        summary:
          'Quotes, newest activity first; filter by status or needs_action, search by customer',
      },
    })
    .input(quoteListInput)
    .query(({ ctx, input }) => listQuotes(ctx.db, input)),

  needsAction: quoteStaff.query(({ ctx }) => countNeedingAction(ctx.db)),

  get: quoteStaff
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/quotes/:id',
        tags: ['admin quotes'],
        summary: 'A quote with every revision and message',
      },
    })
    .input(idInput)
    .query(({ ctx, input }) => getQuoteForStaff(ctx.db, input.id)),

  /** The buyer's price for products the editor adds: its default, which staff may change. */
  buyerPrices: quoteStaff
    .input(
      z.strictObject({
        id: idParam,
        lines: z.array(cartLineInput).max(100, 'At most 100 lines'),
      }),
    )
    .query(({ ctx, input }) => quoteBuyerPrices(ctx.db, input.id, input.lines)),

  saveDraft: quoteStaff
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/admin/quotes/:id',
        tags: ['admin quotes'],
        summary: 'Write the draft revision (lines, discount, delivery, validity, note)',
        bodyField: 'revision',
      },
    })
    .input(z.object({ id: idParam, revision: quoteRevisionInput }))
    .mutation(async ({ ctx, input }) => {
      await saveQuoteDraft(ctx.db, ctx.staff, input.id, input.revision);
      return getQuoteForStaff(ctx.db, input.id);
    }),

  send: quoteStaff
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/quotes/:id/send',
        tags: ['admin quotes'],
        summary: 'Send the draft to the buyer',
      },
    })
    .input(idInput)
    .mutation(async ({ ctx, input }) => {
      await sendQuote(ctx.db, ctx.staff, input.id, mailSettings(ctx));
      return getQuoteForStaff(ctx.db, input.id);
    }),

  withdraw: quoteStaff
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/quotes/:id/withdraw',
        tags: ['admin quotes'],
        summary: 'Withdraw the quote (releases its stock)',
      },
    })
    .input(idInput)
    .mutation(async ({ ctx, input }) => {
      await withdrawQuote(ctx.db, ctx.staff, input.id, mailSettings(ctx));
      return getQuoteForStaff(ctx.db, input.id);
    }),

  postMessage: quoteStaff
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/quotes/:id/messages',
        tags: ['admin quotes'],
        summary: 'Write to the buyer',
        status: 201,
      },
    })
    .input(z.object({ id: idParam, message: requiredText('Message is required', 5000) }))
    .mutation(async ({ ctx, input }) => {
      await postStaffMessage(ctx.db, ctx.staff, input.id, input.message, mailSettings(ctx));
      return getQuoteForStaff(ctx.db, input.id);
    }),
});

export const quotesRouter = createTRPCRouter({
  buyer: buyerRouter,
  staff: staffRouter,
  /** The signed-in customer's quotes, for My Account. */
  mine: customerProcedure.query(({ ctx }) => listCustomerQuotes(ctx.db, ctx.customerId)),
});
