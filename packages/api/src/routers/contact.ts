import { mailboxKey } from '../database/index.ts';
import { contactListInput } from '../contact/shared/contact-list.ts';
import { contactInput, shopEmailInput } from '../contact/shared/contact-input.ts';
import { idInput } from '../shared/fields.ts';
import {
  getContactSubmission,
  listContactSubmissions,
  markContactHandled,
  markContactRead,
  reopenContact,
  sendShopEmail,
  submitContact,
} from '../contact/index.ts';
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

  /** One message in full (the inbox opens it at its own address). */
  byId: staffProcedure('contact.view')
    .input(idInput)
    .query(({ ctx, input }) => getContactSubmission(ctx.db, input.id)),

  markRead: staffProcedure('contact.view')
    .input(idInput)
    .mutation(({ ctx, input }) => markContactRead(ctx.db, input.id)),

  /** Dealt with: it leaves the unhandled inbox; who and when are kept and in the activity log. */
  markHandled: staffProcedure('contact.view')
    .input(idInput)
    .mutation(({ ctx, input }) => markContactHandled(ctx.db, ctx.staff, input.id)),

  /** Owed an answer again; in the activity log. */
  reopen: staffProcedure('contact.view')
    .input(idInput)
    .mutation(({ ctx, input }) => reopenContact(ctx.db, ctx.staff, input.id)),
});
