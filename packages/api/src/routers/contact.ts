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
import { contactPagingDescription } from './rest-docs.ts';

export const contactRouter = createTRPCRouter({
  submit: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/contact',
        tags: ['contact'],
        summary: 'Send a message to the shop',
        description:
          'Stored, and the shop notified with the whole message. The sender gets an ' +
          "acknowledgement in the shop's words only (nothing they typed), at most 3 an hour per " +
          'address. 5 messages per 10 minutes per client (429 past that).',
        status: 201,
      },
    })
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
    .meta({
      rest: {
        method: 'POST',
        path: '/api/send-email',
        tags: ['contact'],
        summary: "E-mail the shop's own inbox; `to` is ignored",
      },
    })
    .use(rateLimited('sendEmail'))
    .input(shopEmailInput)
    .mutation(async ({ ctx, input }) => {
      await sendShopEmail({ db: ctx.db, shopEmail: ctx.settings.shopEmail }, input);
      return { success: true };
    }),

  /** A page of the contact messages, newest first, unread only or searched, and how many match. */
  list: staffProcedure('contact.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/contact-submissions',
        tags: ['admin'],
        summary:
          'Contact form submissions, a page at a time, unread only or searched; the total is in X-Total-Count',
        description: contactPagingDescription,
      },
    })
    .input(contactListInput)
    .query(({ ctx, input }) => listContactSubmissions(ctx.db, input)),

  /** One message in full (the inbox opens it at its own address). */
  byId: staffProcedure('contact.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/contact-submissions/:id',
        tags: ['admin'],
        summary: 'One contact message in full',
      },
    })
    .input(idInput)
    .query(({ ctx, input }) => getContactSubmission(ctx.db, input.id)),

  markRead: staffProcedure('contact.view')
    .input(idInput)
    .mutation(({ ctx, input }) => markContactRead(ctx.db, input.id)),

  /** Dealt with: it leaves the unhandled inbox; who and when are kept and in the activity log. */
  markHandled: staffProcedure('contact.view')
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/contact-submissions/:id/handled',
        tags: ['admin'],
        summary: 'Mark a contact message handled (dealt with)',
        description:
          'Answers the message, now with `handledAt` and `handledBy` (the caller); it leaves ' +
          '`show=unhandled` and counts as read. Already handled: unchanged. In the activity log.',
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => markContactHandled(ctx.db, ctx.staff, input.id)),

  /** Owed an answer again; in the activity log. */
  reopen: staffProcedure('contact.view')
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/contact-submissions/:id/reopen',
        tags: ['admin'],
        summary: 'Reopen a handled contact message: it is owed an answer again',
        description: 'Answers the message. Not handled: unchanged. In the activity log.',
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => reopenContact(ctx.db, ctx.staff, input.id)),
});
