import { mailboxKey } from '../database/rate-limits.ts';
import { contactListInput } from './shared/contact-list.ts';
import { contactInput, shopEmailInput } from './shared/contact-input.ts';
import { idInput } from '../shared/fields.ts';
import {
  listContactSubmissions,
  markContactRead,
  sendShopEmail,
  submitContact,
} from './messages.ts';
import { createTRPCRouter, publicProcedure, rateLimited, staffProcedure } from '../trpc.ts';

export const contactRouter = createTRPCRouter({
  submit: publicProcedure
    .use(rateLimited('contact'))
    .input(contactInput)
    .mutation(async ({ ctx, input }) => {
      // Asked before the transaction: the limiter writes on its own connection.
      const acknowledge = await ctx.rateLimits.allows('contactAckAddress', mailboxKey(input.email));
      const deps = { db: ctx.db, shopEmail: ctx.settings.shopEmail };
      const saved = await submitContact(deps, input, { acknowledge });
      return { id: saved.id };
    }),

  /** A message to the shop's own inbox; the address is never the caller's to choose. */
  sendEmail: publicProcedure
    .use(rateLimited('sendEmail'))
    .input(shopEmailInput)
    .mutation(async ({ ctx, input }) => {
      await sendShopEmail({ db: ctx.db, shopEmail: ctx.settings.shopEmail }, input);
      return { success: true };
    }),

  /** A page of the contact messages, newest first, unread only or searched, and how many match. */
  list: staffProcedure('contact.view')
    .input(contactListInput)
    .query(({ ctx, input }) => listContactSubmissions(ctx.db, input)),

  markRead: staffProcedure('contact.view')
    .input(idInput)
    .mutation(({ ctx, input }) => markContactRead(ctx.db, input.id)),
});
