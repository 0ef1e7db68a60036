import { renderInvoicePdf, renderQuotePdf, staffPermissionOf } from '@buildright/api';
import {
  idInput,
  idParam,
  quoteAcceptInput,
  quoteDeclineInput,
  quoteListInput,
  quoteMessageInput,
  quoteRevisionInput,
  quoteToken,
} from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { sendPdf } from './pdf-reply.ts';

const tokenParams = z.object({ token: quoteToken });

/** The buyer's quote link: read it, accept, decline, talk, and the PDF. No account needed. */
const buyerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['quotes'];

  app.get(
    '/api/quotes/:token',
    { schema: { tags, summary: 'A quote, by the token of its link', params: tokenParams } },
    (request) => request.api.quotes.buyer.get(request.params),
  );

  app.post(
    '/api/quotes/:token/accept',
    {
      schema: {
        tags,
        summary:
          "Accept the revision on offer: 'po' confirms the order, 'card' answers its payment, 'account' (the quote's customer, signed in, a member of a company with terms) charges it to the company: confirmed and invoiced, or awaiting the company's approval past the member's limits (status awaiting_approval, with the reason)",
        params: tokenParams,
        body: quoteAcceptInput,
      },
    },
    (request) => request.api.quotes.buyer.accept({ ...request.params, ...request.body }),
  );

  app.post(
    '/api/quotes/:token/decline',
    {
      schema: {
        tags,
        summary: 'Decline the quote',
        params: tokenParams,
        body: quoteDeclineInput.optional(),
      },
    },
    (request) =>
      request.api.quotes.buyer.decline({ ...request.params, reason: request.body?.reason ?? null }),
  );

  app.post(
    '/api/quotes/:token/messages',
    {
      schema: {
        tags,
        summary: 'Write to the sales team; requestChanges asks for a new revision',
        params: tokenParams,
        body: quoteMessageInput,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await request.api.quotes.buyer.postMessage({ ...request.params, ...request.body })),
  );

  app.get(
    '/api/quotes/:token/pdf',
    { schema: { tags, summary: 'The revision on offer as a PDF', params: tokenParams } },
    async (request, reply) => {
      const { document, shop } = await request.api.documents.quote(request.params);
      const pdf = await renderQuotePdf(document, shop);
      return sendPdf(reply, `${document.quoteNumber}-rev${document.revision}.pdf`, pdf);
    },
  );
};

/** The sales team's quote desk. */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin quotes'];

  app.get(
    '/api/admin/quotes',
    {
      config: { staff: staffPermissionOf('quotes.staff.list') },
      schema: {
        tags,
        summary:
          'Quotes, newest activity first; filter by status or needs_action, search by customer',
        querystring: quoteListInput,
      },
    },
    (request) => request.api.quotes.staff.list(request.query),
  );

  app.get(
    '/api/admin/quotes/:id',
    {
      config: { staff: staffPermissionOf('quotes.staff.get') },
      schema: { tags, summary: 'A quote with every revision and message', params: idInput },
    },
    (request) => request.api.quotes.staff.get(request.params),
  );

  app.put(
    '/api/admin/quotes/:id',
    {
      config: { staff: staffPermissionOf('quotes.staff.saveDraft') },
      schema: {
        tags,
        summary: 'Write the draft revision (lines, discount, delivery, validity, note)',
        params: idInput,
        body: quoteRevisionInput,
      },
    },
    (request) =>
      request.api.quotes.staff.saveDraft({ id: request.params.id, revision: request.body }),
  );

  app.get(
    '/api/admin/quotes/:id/draft.pdf',
    {
      config: { staff: staffPermissionOf('documents.quoteDraft') },
      schema: {
        tags,
        summary: 'Preview the draft (or newest revision) as the buyer will get it',
        params: idInput,
      },
    },
    async (request, reply) => {
      const { document, shop } = await request.api.documents.quoteDraft(request.params);
      const pdf = await renderQuotePdf(document, shop);
      return sendPdf(reply, `${document.quoteNumber}-rev${document.revision}-preview.pdf`, pdf);
    },
  );

  app.post(
    '/api/admin/quotes/:id/send',
    {
      config: { staff: staffPermissionOf('quotes.staff.send') },
      schema: { tags, summary: 'Send the draft to the buyer', params: idInput },
    },
    (request) => request.api.quotes.staff.send(request.params),
  );

  app.post(
    '/api/admin/quotes/:id/withdraw',
    {
      config: { staff: staffPermissionOf('quotes.staff.withdraw') },
      schema: { tags, summary: 'Withdraw the quote (releases its stock)', params: idInput },
    },
    (request) => request.api.quotes.staff.withdraw(request.params),
  );

  app.post(
    '/api/admin/quotes/:id/messages',
    {
      config: { staff: staffPermissionOf('quotes.staff.postMessage') },
      schema: {
        tags,
        summary: 'Write to the buyer',
        params: idInput,
        body: z.object({ message: z.string() }),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await request.api.quotes.staff.postMessage({ id: request.params.id, ...request.body }),
        ),
  );
};

const invoiceRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/:id/invoice.pdf',
    {
      schema: {
        tags: ['orders'],
        summary: "An order's invoice (staff, the customer, or the holder of its quote link)",
        params: z.object({ id: idParam }),
        querystring: z.object({ quote: quoteToken.optional() }),
      },
    },
    async (request, reply) => {
      const { document, shop } = await request.api.documents.invoice({
        orderId: request.params.id,
        quoteToken: request.query.quote ?? null,
      });
      return sendPdf(
        reply,
        `${document.invoiceNumber}.pdf`,
        await renderInvoicePdf(document, shop),
      );
    },
  );
};

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(buyerRoutes);
  await app.register(staffRoutes);
  await app.register(invoiceRoute);
};
