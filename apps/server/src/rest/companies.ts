import { renderStatementPdf, staffPermissionOf } from '@buildright/api';
import {
  approvalRejectInput,
  companyAddressInput,
  companyInput,
  companyInvoicesInput,
  companyOrdersInput,
  companyQuotesInput,
  invoicePaymentInput,
  companyInvitationInput,
  companyInvitationToken,
  companyListInput,
  companyMemberInput,
  companyRoles,
  companyTermsInput,
  idInput,
  priceListInput,
  idOf,
} from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { sendPdf } from './pdf-reply.ts';

const pendingApproval = z.object({
  orderId: z.int(),
  placedBy: z.string(),
  placedByEmail: z.string(),
  placedAt: z.date(),
  total: z.string().describe('Decimal string'),
  poNumber: z.string().nullable(),
  paymentMethod: z
    .enum(['account', 'card', 'po'])
    .describe(
      "How it is paid once approved: on the company's account, by the buyer's card, or on its purchase order",
    ),
  reason: z.string().describe('Why it needs approval ("Above the $2,500.00 order limit")'),
  holdUntil: z.date().describe('When it is cancelled unless decided first'),
  placedByYou: z.boolean().describe('Placed by the caller, who may not decide it'),
  lines: z.array(z.object({ name: z.string(), quantity: z.int(), lineTotal: z.string() })),
});

const orderIdParams = z.strictObject({ orderId: idOf('Order id') });
const memberParams = z.strictObject({ userId: idOf('User id') });
const companyParams = z.strictObject({ id: idOf('Company id') });

const pendingInvitation = z.object({
  id: z.int(),
  email: z.string(),
  role: z.enum(companyRoles),
  orderLimit: z.string().nullable().describe('Decimal string; null for none'),
  monthlyLimit: z.string().nullable().describe('Decimal string; null for none'),
  invitedAt: z.date(),
  expiresAt: z.date().describe('When its link stops working'),
});

const removal =
  "Their orders awaiting the company's approval are cancelled (units back on sale, the buyer " +
  'e-mailed); orders already placed stay with the company. Lists they shared with the company ' +
  'pass to an admin and stay shared; their own lists stay theirs. From then on their session ' +
  'sees no company: its routes answer 404 and paying on account is refused. The last admin ' +
  'cannot be removed (409). In the activity log.';

const tags = ['companies'];
const security = [{ session: [] }];
const roles =
  'Roles: admin (members, roles and limits), approver (approves spending over a limit), buyer. ' +
  'A member acting outside their role gets a 403 naming the role the action needs; without a ' +
  'session 401; not in a company 404.';

/**
 * Company accounts (issue 20): a contractor's firm, its members and their roles and limits, and
 * the terms and credit staff grant it.
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/companies',
    {
      schema: {
        tags,
        security,
        summary: 'Set up a company; the signed-in customer becomes its admin',
        description:
          'A customer belongs to at most one company: a member of one gets a 409. The change is ' +
          'in the activity log.',
        body: companyInput,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await request.api.companies.member.create(request.body)),
  );

  app.get(
    '/api/companies/me',
    {
      schema: {
        tags,
        security,
        summary:
          "The signed-in customer's company, role, members, (for admins) invitations, and whether it can buy on account now (account: its credit hold and available credit, null without terms)",
        description: roles,
      },
    },
    (request) => request.api.companies.member.mine(),
  );

  app.post(
    '/api/companies/me/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Invite an e-mail address into the company (company admins)',
        description:
          'A one-time link, valid 14 days, goes out through the outbox; inviting an address ' +
          'again replaces its open invitation. `orderLimit` and `monthlyLimit` are amounts ' +
          `("2500.00") or null for none. ${roles}`,
        body: companyInvitationInput,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await request.api.companies.member.invite(request.body)),
  );

  app.post(
    '/api/companies/invitations/:token/accept',
    {
      schema: {
        tags,
        security,
        summary: "Join the company an invitation's link names (the signed-in invitee)",
        description:
          'The link works once, for the address it was sent to (403 for another account); an ' +
          'expired, used or unknown link is a 404; a member of another company gets a 409.',
        params: companyInvitationToken,
      },
    },
    (request) => request.api.companies.member.accept(request.params),
  );

  app.put(
    '/api/companies/me/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: "Set a member's role, order limit and monthly limit (company admins)",
        description: `The last admin cannot step down (409). ${roles}`,
        params: memberParams,
        body: companyMemberInput,
      },
    },
    (request) =>
      request.api.companies.member.changeMember({
        ...request.body,
        customerId: request.params.userId,
      }),
  );

  app.delete(
    '/api/companies/me/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a member from the company (company admins)',
        description: `An admin may remove themselves while another admin stays. ${removal} A user who is not a member of the caller's company is a 404. ${roles}`,
        params: memberParams,
      },
    },
    async (request, reply) => {
      await request.api.companies.member.removeMember({ customerId: request.params.userId });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/companies/me/invitations',
    {
      schema: {
        tags,
        security,
        summary: "The company's pending invitations, the oldest first (company admins)",
        description: `Those neither accepted nor expired. ${roles}`,
        response: { 200: z.array(pendingInvitation) },
      },
    },
    (request) => request.api.companies.member.invitations(),
  );

  app.delete(
    '/api/companies/me/invitations/:id',
    {
      schema: {
        tags,
        security,
        summary: "Revoke one of the company's pending invitations (company admins)",
        description:
          'Its link stops working at once. An accepted invitation, or one of another company, is ' +
          `a 404. In the activity log. ${roles}`,
        params: idInput,
      },
    },
    async (request, reply) => {
      await request.api.companies.member.revokeInvitation({ id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/companies/me/addresses',
    {
      schema: {
        tags,
        security,
        summary: "The company's delivery addresses, by label (every member, for checkout)",
        description: roles,
      },
    },
    (request) => request.api.companies.member.addresses(),
  );

  app.post(
    '/api/companies/me/addresses',
    {
      schema: {
        tags,
        security,
        summary: 'Add a delivery address every member can deliver to (company admins)',
        description: `At most 50 (409 beyond). The change is in the activity log. ${roles}`,
        body: companyAddressInput,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await request.api.companies.member.addAddress(request.body)),
  );

  app.put(
    '/api/companies/me/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: "Change one of the company's delivery addresses (company admins)",
        description: roles,
        params: idInput,
        body: companyAddressInput,
      },
    },
    (request) =>
      request.api.companies.member.updateAddress({ ...request.body, id: request.params.id }),
  );

  app.delete(
    '/api/companies/me/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: "Remove one of the company's delivery addresses (company admins)",
        description: roles,
        params: idInput,
      },
    },
    async (request, reply) => {
      await request.api.companies.member.removeAddress({ id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/companies/me/approvals',
    {
      schema: {
        tags,
        security,
        summary: "Orders awaiting the company's approval, the oldest first (approvers and admins)",
        description:
          "An order on the company's account past the buyer's order or monthly limit waits here, " +
          'its units held until `holdUntil` (7 days), after which it is cancelled. At most 100. ' +
          roles,
        response: { 200: z.array(pendingApproval) },
      },
    },
    (request) => request.api.companies.member.approvals(),
  );

  app.post(
    '/api/companies/me/approvals/:orderId/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve an order: it is placed on the company’s account and invoiced',
        description:
          'The credit is checked again (409 with the reason when the company is on hold or the ' +
          'order is more than its available credit). A member never decides their own order ' +
          "(403); an order that is not the company's or no longer awaits approval is a 404. " +
          `The buyer is e-mailed; the approval is in the activity log. ${roles}`,
        params: orderIdParams,
      },
    },
    (request) => request.api.companies.member.approve(request.params),
  );

  app.post(
    '/api/companies/me/approvals/:orderId/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Reject an order with a note: it is cancelled and its units go back on sale',
        description:
          'The buyer is e-mailed the note; the rejection is in the activity log. ' +
          `As for approving, a member never decides their own order (403). ${roles}`,
        params: orderIdParams,
        body: approvalRejectInput,
      },
    },
    (request) =>
      request.api.companies.member.reject({ ...request.body, orderId: request.params.orderId }),
  );

  app.get(
    '/api/companies/me/orders',
    {
      schema: {
        tags,
        security,
        summary: "Every member's orders for the company, newest first (admins and approvers)",
        description:
          '`{orders, total, totalIsEstimate, pageSize}`, 25 a page (`page` from 1). A buyer ' +
          `finds their own orders under GET /api/orders/my. ${roles}`,
        querystring: companyOrdersInput,
      },
    },
    (request) => request.api.companies.member.orders(request.query),
  );

  app.get(
    '/api/companies/me/quotes',
    {
      schema: {
        tags,
        security,
        summary: "Every member's quotes for the company, newest first (admins and approvers)",
        description:
          '`{quotes, total, totalIsEstimate, pageSize}`, 25 a page (`page` from 1). Each has its ' +
          "number, who asked and when, its status, and the newest sent offer's total and last " +
          "valid day (null before the first). No link: a quote's page is for the member who " +
          `asked, who finds their own quotes in their account. ${roles}`,
        querystring: companyQuotesInput,
      },
    },
    (request) => request.api.companies.member.quotes(request.query),
  );

  app.get(
    '/api/companies/me/invoices',
    {
      schema: {
        tags,
        security,
        summary: "The company's invoices on account and its balance (admins and approvers)",
        description:
          '50 a page, the newest first: those still owed (`show=open`, the default) or all. ' +
          'Each has its due day and state (open, overdue, paid); `account` has the balance, ' +
          `what is overdue, the credit left and any hold. ${roles}`,
        querystring: companyInvoicesInput,
      },
    },
    (request) => request.api.companies.member.invoices(request.query),
  );

  app.get(
    '/api/companies/me/statement.pdf',
    {
      schema: {
        tags,
        security,
        summary: "The company's statement of account as a PDF (admins and approvers)",
        description: `Every invoice still owed, the balance and what is overdue, and the payments of the last 90 days. ${roles}`,
      },
    },
    async (request, reply) => {
      const { document, shop } = await request.api.companies.member.statement();
      return sendPdf(reply, 'statement.pdf', await renderStatementPdf(document, shop));
    },
  );

  app.post(
    '/api/admin/invoices/:id/payments',
    {
      config: { staff: staffPermissionOf('companies.staff.recordPayment') },
      schema: {
        tags,
        summary: 'Record a payment against an invoice on a company account (owners and managers)',
        description:
          'Full or partial, with its reference; never more than is still owed (409). Paid in ' +
          "full, the invoice's order is paid. In the activity log. Answers the company's " +
          'invoices and balance.',
        params: idInput,
        body: invoicePaymentInput,
      },
    },
    (request) =>
      request.api.companies.staff.recordPayment({ ...request.body, invoiceId: request.params.id }),
  );

  app.get(
    '/api/admin/companies/:id/orders',
    {
      config: { staff: staffPermissionOf('companies.staff.orders') },
      schema: {
        tags,
        summary: "A company's orders, newest first (staff)",
        description: '`{orders, total, totalIsEstimate, pageSize}`, 25 a page (`page` from 1).',
        params: idInput,
        querystring: companyOrdersInput,
      },
    },
    (request) => request.api.companies.staff.orders({ ...request.query, id: request.params.id }),
  );

  app.get(
    '/api/admin/companies/:id/quotes',
    {
      config: { staff: staffPermissionOf('companies.staff.quotes') },
      schema: {
        tags,
        summary: "A company's quotes, newest first (staff)",
        description:
          '`{quotes, total, totalIsEstimate, pageSize}`, 25 a page (`page` from 1): the quotes ' +
          "its members asked for, each with the newest sent offer's total and last valid day.",
        params: idInput,
        querystring: companyQuotesInput,
      },
    },
    (request) => request.api.companies.staff.quotes({ ...request.query, id: request.params.id }),
  );

  app.get(
    '/api/admin/companies/:id/invoices',
    {
      config: { staff: staffPermissionOf('companies.staff.invoices') },
      schema: {
        tags,
        summary: "A company's invoices on account and its balance (staff)",
        description: '50 a page, the newest first: those still owed (`show=open`) or all.',
        params: idInput,
        querystring: companyInvoicesInput,
      },
    },
    (request) => request.api.companies.staff.invoices({ ...request.query, id: request.params.id }),
  );

  app.get(
    '/api/admin/companies',
    {
      config: { staff: staffPermissionOf('companies.staff.list') },
      schema: {
        tags,
        summary: 'Companies, newest first, a page at a time; `q` searches name and tax id',
        description:
          '`{companies, total, totalIsEstimate}`; `page` from 1, `pageSize` 1 to 100 (default 25).',
        querystring: companyListInput,
      },
    },
    (request) => request.api.companies.staff.list(request.query),
  );

  app.get(
    '/api/admin/companies/:id',
    {
      config: { staff: staffPermissionOf('companies.staff.byId') },
      schema: { tags, summary: 'A company with its members and open invitations', params: idInput },
    },
    (request) => request.api.companies.staff.byId(request.params),
  );

  app.put(
    '/api/admin/companies/:id',
    {
      config: { staff: staffPermissionOf('companies.staff.setTerms') },
      schema: {
        tags,
        summary: "Set a company's payment terms, credit limit, credit hold and grace days",
        description:
          '`paymentTerms`: none, net15, net30 or net60; `creditLimit` an amount; `graceDays` 0 to 365. Owners and managers only; the change is in the activity log.',
        params: idInput,
        body: companyTermsInput,
      },
    },
    (request) => request.api.companies.staff.setTerms({ ...request.body, id: request.params.id }),
  );

  app.delete(
    '/api/admin/companies/:id/members/:userId',
    {
      config: { staff: staffPermissionOf('companies.staff.removeMember') },
      schema: {
        tags,
        summary: 'Remove a member from a company (owners and managers)',
        description: `${removal} Cancelled orders are in the activity log too. A user who is not a member of that company is a 404.`,
        params: companyParams.extend(memberParams.shape),
      },
    },
    async (request, reply) => {
      await request.api.companies.staff.removeMember({
        id: request.params.id,
        customerId: request.params.userId,
      });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/admin/companies/:id/invitations/:invitationId',
    {
      config: { staff: staffPermissionOf('companies.staff.revokeInvitation') },
      schema: {
        tags,
        summary: "Revoke a company's pending invitation (owners and managers)",
        description:
          'Its link stops working at once. An accepted invitation, or one of another company, is ' +
          'a 404. In the activity log.',
        params: companyParams.extend({ invitationId: idOf('Invitation id') }),
      },
    },
    async (request, reply) => {
      await request.api.companies.staff.revokeInvitation(request.params);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/companies/:id/price-list',
    {
      config: { staff: staffPermissionOf('companies.staff.priceList') },
      schema: {
        tags,
        summary: "A company's price list: percentages off per category, fixed prices per product",
        description:
          '`{companyId, categories: [{categoryId, name, percentOff}], products: [{productId, sku, ' +
          'name, listPrice, price}]}`. Owners and managers only.',
        params: idInput,
      },
    },
    (request) => request.api.companies.staff.priceList(request.params),
  );

  app.put(
    '/api/admin/companies/:id/price-list',
    {
      config: { staff: staffPermissionOf('companies.staff.setPriceList') },
      schema: {
        tags,
        summary: "Replace a company's price list (contract prices)",
        description:
          'The whole list, replacing the one before: `categories: [{categoryId, percentOff}]` ' +
          '(more than 0, at most 100, 2 decimals at most) and `products: [{sku, price}]` (a fixed ' +
          'price, which wins over its category). A member of the company pays, per unit, the ' +
          'lowest of the list price, the sale price, the volume tier for the quantity and this ' +
          'contract price; guests keep list prices. An unknown category or SKU, a repeated ' +
          'entry or a bad amount is a 400 naming the entry. Owners and managers only; the change ' +
          'is in the activity log. Answers the list as GET does.',
        params: idInput,
        body: priceListInput,
      },
    },
    (request) =>
      request.api.companies.staff.setPriceList({ ...request.body, id: request.params.id }),
  );
};
