import {
  memberRoles,
  renderInvoicePdf,
  renderQuotePdf,
  renderStatementPdf,
  staffPermissionOf,
} from '@buildright/api';
import { idInput, idParam, quoteToken } from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { sendPdf } from './pdf-reply.ts';

const tokenParams = z.object({ token: quoteToken });

/** The PDFs: a procedure answers what to draw, and the route draws and sends it. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/quotes/:token/pdf',
    {
      schema: { tags: ['quotes'], summary: 'The revision on offer as a PDF', params: tokenParams },
    },
    async (request, reply) => {
      const { document, shop } = await request.api.documents.quote(request.params);
      const pdf = await renderQuotePdf(document, shop);
      return sendPdf(reply, `${document.quoteNumber}-rev${document.revision}.pdf`, pdf);
    },
  );

  app.get(
    '/api/admin/quotes/:id/draft.pdf',
    {
      config: { staff: staffPermissionOf('documents.quoteDraft') },
      schema: {
        tags: ['admin quotes'],
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
      const pdf = await renderInvoicePdf(document, shop);
      return sendPdf(reply, `${document.invoiceNumber}.pdf`, pdf);
    },
  );

  app.get(
    '/api/companies/me/statement.pdf',
    {
      schema: {
        tags: ['companies'],
        security: [{ session: [] }],
        summary: "The company's statement of account as a PDF (admins and approvers)",
        description: `Every invoice still owed, the balance and what is overdue, the payments and credit notes of the last 90 days, and the company credit left. ${memberRoles}`,
      },
    },
    async (request, reply) => {
      const { document, shop } = await request.api.companies.member.statement();
      return sendPdf(reply, 'statement.pdf', await renderStatementPdf(document, shop));
    },
  );
};
