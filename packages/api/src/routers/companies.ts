import * as z from 'zod';
import { idInput, idParam } from '../shared/fields.ts';
import {
  approveOrder,
  listApprovals,
  rejectOrder,
  myInvoices,
  recordInvoicePayment,
  staffCompanyInvoices,
  placeOnAccount,
  sendCardOrderForApproval,
  companyStatement,
  removeCompanyMember,
  staffRemoveCompanyMember,
} from '../company-buying/index.ts';
import { placeOrderInput } from '../orders/shared/order-input.ts';
import { companyInvoicesInput, invoicePaymentInput } from '../companies/shared/invoices.ts';
import { shopOf, myCompanyQuotes, staffCompanyQuotes } from '../quotes/index.ts';
import { payableShop } from '../documents/index.ts';
import {
  myCompanyOrders,
  staffCompanyOrders,
  acceptCompanyInvitation,
  changeCompanyMember,
  createCompany,
  inviteToCompany,
  myCompany,
  viewCompanyInvitation,
  getCompany,
  listCompanies,
  setCompanyTerms,
  myCompanyInvitations,
  revokeCompanyInvitation,
  staffRevokeCompanyInvitation,
  addCompanyAddress,
  listCompanyAddresses,
  removeCompanyAddress,
  updateCompanyAddress,
  getPriceList,
  setPriceList,
  exportPriceListCsv,
  importPriceListCsv,
} from '../companies/index.ts';
import { companyQuotesInput } from '../companies/shared/company-quotes.ts';
import {
  accountOrderInput,
  approvalRejectInput,
  companyOrdersInput,
} from '../companies/shared/company-orders.ts';
import { createTRPCRouter, customerProcedure, publicProcedure, staffProcedure } from '../trpc.ts';
import {
  companyInput,
  companyInvitationInput,
  companyInvitationToken,
  companyListInput,
  companyMemberInput,
  companyTermsInput,
} from '../companies/shared/company.ts';
import { companyAddressInput } from '../companies/shared/company-addresses.ts';
import { priceListInput } from '../companies/shared/price-list.ts';
import { memberRemoval, memberRoles, pendingApproval, pendingInvitation } from './rest-docs.ts';

/** Companies as their members use them: set up, invite, join, roles and limits. */
const memberRouter = createTRPCRouter({
  create: customerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/companies',
        tags: ['companies'],
        summary: 'Set up a company; the signed-in customer becomes its admin',
        description:
          'A customer belongs to at most one company: a member of one gets a 409. The change is ' +
          'in the activity log.',
        session: true,
        status: 201,
      },
    })
    .input(companyInput)
    .mutation(({ ctx, input }) => createCompany(ctx.db, ctx.customerId, input)),

  mine: customerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/companies/me',
        tags: ['companies'],
        summary:
          "The signed-in customer's company, role, members, (for admins) invitations, and whether it can buy on account now (account: its credit hold and available credit, null without terms)",
        description: memberRoles,
        session: true,
      },
    })
    .query(({ ctx }) => myCompany(ctx.db, ctx.customerId)),

  invite: customerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/companies/me/invitations',
        tags: ['companies'],
        summary: 'Invite an e-mail address into the company (company admins)',
        description:
          'A one-time link, valid 14 days, goes out through the outbox; inviting an address ' +
          'again replaces its open invitation. `orderLimit` and `monthlyLimit` are amounts ' +
          `("2500.00") or null for none. ${memberRoles}`,
        session: true,
        status: 201,
      },
    })
    .input(companyInvitationInput)
    .mutation(({ ctx, input }) => inviteToCompany(ctx, ctx.customerId, input)),

  /** The company's invitations waiting to be accepted, for its admins. */
  invitations: customerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/companies/me/invitations',
        tags: ['companies'],
        summary: "The company's pending invitations, the oldest first (company admins)",
        description: `Those neither accepted nor expired. ${memberRoles}`,
        session: true,
        response: { 200: z.array(pendingInvitation) },
      },
    })
    .query(({ ctx }) => myCompanyInvitations(ctx.db, ctx.customerId)),

  /** Takes an invitation back: its link stops working. */
  revokeInvitation: customerProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/companies/me/invitations/:id',
        tags: ['companies'],
        summary: "Revoke one of the company's pending invitations (company admins)",
        description:
          'Its link stops working at once. An accepted invitation, or one of another company, is ' +
          `a 404. In the activity log. ${memberRoles}`,
        session: true,
        status: 204,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => revokeCompanyInvitation(ctx.db, ctx.customerId, input.id)),

  /** What an invitation's link offers; anyone holding the link may read it. */
  invitation: publicProcedure
    .input(companyInvitationToken)
    .query(({ ctx, input }) => viewCompanyInvitation(ctx.db, input.token)),

  accept: customerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/companies/invitations/:token/accept',
        tags: ['companies'],
        summary: "Join the company an invitation's link names (the signed-in invitee)",
        description:
          'The link works once, for the address it was sent to (403 for another account); an ' +
          'expired, used or unknown link is a 404; a member of another company gets a 409.',
        session: true,
      },
    })
    .input(companyInvitationToken)
    .mutation(({ ctx, input }) => acceptCompanyInvitation(ctx.db, ctx.customerId, input.token)),

  /** Orders past a buyer's limits, for the company's approvers and admins. */
  approvals: customerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/companies/me/approvals',
        tags: ['companies'],
        summary: "Orders awaiting the company's approval, the oldest first (approvers and admins)",
        description:
          "An order on the company's account past the buyer's order or monthly limit waits here, " +
          'its units held until `holdUntil` (7 days), after which it is cancelled. At most 100. ' +
          memberRoles,
        session: true,
        response: { 200: z.array(pendingApproval) },
      },
    })
    .query(({ ctx }) => listApprovals(ctx.db, ctx.customerId)),

  approve: customerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/companies/me/approvals/:orderId/approve',
        tags: ['companies'],
        summary: 'Approve an order: it is placed on the company’s account and invoiced',
        description:
          'The credit is checked again (409 with the reason when the company is on hold or the ' +
          'order is more than its available credit). A member never decides their own order ' +
          "(403); an order that is not the company's or no longer awaits approval is a 404. " +
          `The buyer is e-mailed; the approval is in the activity log. ${memberRoles}`,
        session: true,
      },
    })
    .input(z.object({ orderId: idParam }))
    .mutation(({ ctx, input }) =>
      approveOrder(ctx.db, ctx.customerId, input.orderId, ctx.settings.shopEmail),
    ),

  reject: customerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/companies/me/approvals/:orderId/reject',
        tags: ['companies'],
        summary: 'Reject an order with a note: it is cancelled and its units go back on sale',
        description:
          'The buyer is e-mailed the note; the rejection is in the activity log. ' +
          `As for approving, a member never decides their own order (403). ${memberRoles}`,
        session: true,
      },
    })
    .input(approvalRejectInput.extend({ orderId: idParam }))
    .mutation(({ ctx, input }) =>
      rejectOrder(ctx.db, ctx.customerId, input.orderId, input.note, ctx.settings.shopEmail),
    ),

  /** Pay on account: the order charged to the member's company, or awaiting its approval. */
  placeOnAccount: customerProcedure.input(accountOrderInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimits.consumeOrderRequest(ctx.clientIp, input.customerEmail);
    return placeOnAccount(ctx.db, ctx.customerId, input, ctx.settings.shopEmail);
  }),

  /**
   * A card order past the member's limits, sent for the company's approval and paid by card once
   * approved (a 409 within their limits: that is paid at checkout).
   */
  sendForApproval: customerProcedure.input(placeOrderInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimits.consumeOrderRequest(ctx.clientIp, input.customerEmail);
    return sendCardOrderForApproval(ctx.db, ctx.customerId, input);
  }),

  /** Every member's orders for the company, for its admins and approvers. */
  orders: customerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/companies/me/orders',
        tags: ['companies'],
        summary: "Every member's orders for the company, newest first (admins and approvers)",
        description:
          '`{orders, total, totalIsEstimate, pageSize}`, 25 a page (`page` from 1). A buyer ' +
          `finds their own orders under GET /api/orders/my. ${memberRoles}`,
        session: true,
      },
    })
    .input(companyOrdersInput)
    .query(({ ctx, input }) => myCompanyOrders(ctx.db, ctx.customerId, input)),

  /** Every member's quotes for the company, for its admins and approvers. */
  quotes: customerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/companies/me/quotes',
        tags: ['companies'],
        summary: "Every member's quotes for the company, newest first (admins and approvers)",
        description:
          '`{quotes, total, totalIsEstimate, pageSize}`, 25 a page (`page` from 1). Each has its ' +
          "number, who asked and when, its status, and the newest sent offer's total and last " +
          "valid day (null before the first). No link: a quote's page is for the member who " +
          `asked, who finds their own quotes in their account. ${memberRoles}`,
        session: true,
      },
    })
    .input(companyQuotesInput)
    .query(({ ctx, input }) => myCompanyQuotes(ctx.db, ctx.customerId, input)),

  /** The company's invoices on account and its balance, for its admins and approvers. */
  invoices: customerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/companies/me/invoices',
        tags: ['companies'],
        summary: "The company's invoices on account and its balance (admins and approvers)",
        description:
          '50 a page, the newest first: those still owed (`show=open`, the default) or all. ' +
          'Each has its due day and state (open, overdue, paid); `account` has the balance, ' +
          `what is overdue, the credit left and any hold. ${memberRoles}`,
        session: true,
      },
    })
    .input(companyInvoicesInput)
    .query(({ ctx, input }) => myInvoices(ctx.db, ctx.customerId, input)),

  /** The statement of account's contents, drawn as a PDF by the REST route. */
  statement: customerProcedure.query(async ({ ctx }) => ({
    document: await companyStatement(ctx.db, ctx.customerId),
    shop: await payableShop(ctx.db, shopOf(ctx.settings)),
  })),

  /** The company's delivery addresses: read by every member, kept by its admins. */
  addresses: customerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/companies/me/addresses',
        tags: ['companies'],
        summary: "The company's delivery addresses, by label (every member, for checkout)",
        description: memberRoles,
        session: true,
      },
    })
    .query(({ ctx }) => listCompanyAddresses(ctx.db, ctx.customerId)),

  addAddress: customerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/companies/me/addresses',
        tags: ['companies'],
        summary: 'Add a delivery address every member can deliver to (company admins)',
        description: `At most 50 (409 beyond). The change is in the activity log. ${memberRoles}`,
        session: true,
        status: 201,
      },
    })
    .input(companyAddressInput)
    .mutation(({ ctx, input }) => addCompanyAddress(ctx.db, ctx.customerId, input)),

  updateAddress: customerProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/companies/me/addresses/:id',
        tags: ['companies'],
        summary: "Change one of the company's delivery addresses (company admins)",
        description: memberRoles,
        session: true,
      },
    })
    .input(companyAddressInput.extend({ id: idParam }))
    .mutation(({ ctx, input: { id, ...values } }) =>
      updateCompanyAddress(ctx.db, ctx.customerId, id, values),
    ),

  removeAddress: customerProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/companies/me/addresses/:id',
        tags: ['companies'],
        summary: "Remove one of the company's delivery addresses (company admins)",
        description: memberRoles,
        session: true,
        status: 204,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => removeCompanyAddress(ctx.db, ctx.customerId, input.id)),

  /** Flat, so that a bad limit is named as the form's own field. */
  changeMember: customerProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/companies/me/members/:userId',
        tags: ['companies'],
        summary: "Set a member's role, order limit and monthly limit (company admins)",
        description: `The last admin cannot step down (409). ${memberRoles}`,
        session: true,
        params: { userId: 'customerId' },
      },
    })
    .input(companyMemberInput.extend({ customerId: idParam }))
    .mutation(({ ctx, input: { customerId, ...values } }) =>
      changeCompanyMember(ctx.db, ctx.customerId, customerId, values),
    ),

  /** Removes a member: their orders awaiting approval are cancelled (member-removal.ts). */
  removeMember: customerProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/companies/me/members/:userId',
        tags: ['companies'],
        summary: 'Remove a member from the company (company admins)',
        description: `An admin may remove themselves while another admin stays. ${memberRemoval} A user who is not a member of the caller's company is a 404. ${memberRoles}`,
        session: true,
        params: { userId: 'customerId' },
        status: 204,
      },
    })
    .input(z.strictObject({ customerId: idParam }))
    .mutation(({ ctx, input }) =>
      removeCompanyMember(ctx.db, ctx.customerId, input.customerId, ctx.settings.shopEmail),
    ),
});

/** Companies as staff see them, and the terms only finance roles grant. */
const staffRouter = createTRPCRouter({
  list: staffProcedure('sales.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/companies',
        tags: ['companies'],
        summary: 'Companies, newest first, a page at a time; `q` searches name and tax id',
        description:
          '`{companies, total, totalIsEstimate}`; `page` from 1, `pageSize` 1 to 100 (default 25).',
      },
    })
    .input(companyListInput)
    .query(({ ctx, input }) => listCompanies(ctx.db, input)),

  byId: staffProcedure('sales.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/companies/:id',
        tags: ['companies'],
        summary: 'A company with its members and open invitations',
      },
    })
    .input(idInput)
    .query(({ ctx, input }) => getCompany(ctx.db, input.id)),

  orders: staffProcedure('sales.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/companies/:id/orders',
        tags: ['companies'],
        summary: "A company's orders, newest first (staff)",
        description: '`{orders, total, totalIsEstimate, pageSize}`, 25 a page (`page` from 1).',
      },
    })
    .input(companyOrdersInput.extend({ id: idParam }))
    .query(({ ctx, input: { id, ...page } }) => staffCompanyOrders(ctx.db, id, page)),

  quotes: staffProcedure('sales.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/companies/:id/quotes',
        tags: ['companies'],
        summary: "A company's quotes, newest first (staff)",
        description:
          '`{quotes, total, totalIsEstimate, pageSize}`, 25 a page (`page` from 1): the quotes ' +
          "its members asked for, each with the newest sent offer's total and last valid day.",
      },
    })
    .input(companyQuotesInput.extend({ id: idParam }))
    .query(({ ctx, input: { id, ...page } }) => staffCompanyQuotes(ctx.db, id, page)),

  invoices: staffProcedure('sales.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/companies/:id/invoices',
        tags: ['companies'],
        summary: "A company's invoices on account and its balance (staff)",
        description: '50 a page, the newest first: those still owed (`show=open`) or all.',
      },
    })
    .input(companyInvoicesInput.extend({ id: idParam }))
    .query(({ ctx, input: { id, ...page } }) => staffCompanyInvoices(ctx.db, id, page)),

  /** A payment received against an invoice on account, full or partial. */
  recordPayment: staffProcedure('credit.manage')
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/invoices/:id/payments',
        tags: ['companies'],
        summary: 'Record a payment against an invoice on a company account (owners and managers)',
        description:
          'Full or partial, with its reference; never more than is still owed (409). Paid in ' +
          "full, the invoice's order is paid. In the activity log. Answers the company's " +
          'invoices and balance.',
        params: { id: 'invoiceId' },
      },
    })
    .input(invoicePaymentInput.extend({ invoiceId: idParam }))
    .mutation(({ ctx, input: { invoiceId, ...payment } }) =>
      recordInvoicePayment(ctx.db, ctx.staff, invoiceId, payment),
    ),

  /** Removes a member, as a company admin would; in the activity log. */
  removeMember: staffProcedure('credit.manage')
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/admin/companies/:id/members/:userId',
        tags: ['companies'],
        summary: 'Remove a member from a company (owners and managers)',
        description: `${memberRemoval} Cancelled orders are in the activity log too. A user who is not a member of that company is a 404.`,
        params: { userId: 'customerId' },
        status: 204,
      },
    })
    .input(z.strictObject({ id: idParam, customerId: idParam }))
    .mutation(({ ctx, input }) =>
      staffRemoveCompanyMember(
        ctx.db,
        ctx.staff,
        input.id,
        input.customerId,
        ctx.settings.shopEmail,
      ),
    ),

  /** Takes a company's invitation back: its link stops working; in the activity log. */
  revokeInvitation: staffProcedure('credit.manage')
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/admin/companies/:id/invitations/:invitationId',
        tags: ['companies'],
        summary: "Revoke a company's pending invitation (owners and managers)",
        description:
          'Its link stops working at once. An accepted invitation, or one of another company, is ' +
          'a 404. In the activity log.',
        status: 204,
      },
    })
    .input(z.strictObject({ id: idParam, invitationId: idParam }))
    .mutation(({ ctx, input }) =>
      staffRevokeCompanyInvitation(ctx.db, ctx.staff, input.id, input.invitationId),
    ),

  setTerms: staffProcedure('credit.manage')
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/admin/companies/:id',
        tags: ['companies'],
        summary: "Set a company's payment terms, credit limit, credit hold and grace days",
        description:
          '`paymentTerms`: none, net15, net30 or net60; `creditLimit` an amount; `graceDays` 0 to 365. Owners and managers only; the change is in the activity log.',
      },
    })
    .input(companyTermsInput.extend({ id: idParam }))
    .mutation(({ ctx, input: { id, ...terms } }) => setCompanyTerms(ctx.db, ctx.staff, id, terms)),

  /** The company's contract prices: a percentage off per category, fixed prices per product. */
  priceList: staffProcedure('credit.manage')
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/companies/:id/price-list',
        tags: ['companies'],
        summary: "A company's price list: percentages off per category, fixed prices per product",
        description:
          '`{companyId, categories: [{categoryId, name, percentOff}], products: [{productId, sku, ' +
          'name, listPrice, price}]}`. Owners and managers only.',
      },
    })
    .input(idInput)
    .query(({ ctx, input }) => getPriceList(ctx.db, input.id)),

  /** Replaces the company's price list whole; the change is in the activity log. */
  setPriceList: staffProcedure('credit.manage')
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/admin/companies/:id/price-list',
        tags: ['companies'],
        summary: "Replace a company's price list (contract prices)",
        description:
          'The whole list, replacing the one before: `categories: [{categoryId, percentOff}]` ' +
          '(more than 0, at most 100, 2 decimals at most) and `products: [{sku, price}]` (a fixed ' +
          'price, which wins over its category). A member of the company pays, per unit, the ' +
          'lowest of the list price, the sale price, the volume tier for the quantity and this ' +
          'contract price; guests keep list prices. An unknown category or SKU, a repeated ' +
          'entry or a bad amount is a 400 naming the entry. Owners and managers only; the change ' +
          'is in the activity log. Answers the list as GET does.',
      },
    })
    .input(priceListInput.extend({ id: idParam }))
    .mutation(({ ctx, input: { id, ...list } }) => setPriceList(ctx.db, ctx.staff, id, list)),

  /** The price list as CSV text, for a spreadsheet. */
  priceListCsv: staffProcedure('credit.manage')
    .input(idInput)
    .query(async ({ ctx, input }) => ({ csv: await exportPriceListCsv(ctx.db, input.id) })),

  /** Replaces the price list with a CSV file's; a file with any problem changes nothing. */
  importPriceList: staffProcedure('credit.manage')
    .input(z.strictObject({ id: idParam, csv: z.string({ error: 'Send the CSV text' }) }))
    .mutation(({ ctx, input }) => importPriceListCsv(ctx.db, ctx.staff, input.id, input.csv)),
});

export const companiesRouter = createTRPCRouter({ member: memberRouter, staff: staffRouter });
