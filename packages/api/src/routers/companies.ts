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

/** Companies as their members use them: set up, invite, join, roles and limits. */
const memberRouter = createTRPCRouter({
  create: customerProcedure
    .input(companyInput)
    .mutation(({ ctx, input }) => createCompany(ctx.db, ctx.customerId, input)),

  mine: customerProcedure.query(({ ctx }) => myCompany(ctx.db, ctx.customerId)),

  invite: customerProcedure
    .input(companyInvitationInput)
    .mutation(({ ctx, input }) => inviteToCompany(ctx, ctx.customerId, input)),

  /** The company's invitations waiting to be accepted, for its admins. */
  invitations: customerProcedure.query(({ ctx }) => myCompanyInvitations(ctx.db, ctx.customerId)),

  /** Takes an invitation back: its link stops working. */
  revokeInvitation: customerProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => revokeCompanyInvitation(ctx.db, ctx.customerId, input.id)),

  /** What an invitation's link offers; anyone holding the link may read it. */
  invitation: publicProcedure
    .input(companyInvitationToken)
    .query(({ ctx, input }) => viewCompanyInvitation(ctx.db, input.token)),

  accept: customerProcedure
    .input(companyInvitationToken)
    .mutation(({ ctx, input }) => acceptCompanyInvitation(ctx.db, ctx.customerId, input.token)),

  /** Orders past a buyer's limits, for the company's approvers and admins. */
  approvals: customerProcedure.query(({ ctx }) => listApprovals(ctx.db, ctx.customerId)),

  approve: customerProcedure
    .input(z.object({ orderId: idParam }))
    .mutation(({ ctx, input }) =>
      approveOrder(ctx.db, ctx.customerId, input.orderId, ctx.settings.shopEmail),
    ),

  reject: customerProcedure
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
    .input(companyOrdersInput)
    .query(({ ctx, input }) => myCompanyOrders(ctx.db, ctx.customerId, input)),

  /** Every member's quotes for the company, for its admins and approvers. */
  quotes: customerProcedure
    .input(companyQuotesInput)
    .query(({ ctx, input }) => myCompanyQuotes(ctx.db, ctx.customerId, input)),

  /** The company's invoices on account and its balance, for its admins and approvers. */
  invoices: customerProcedure
    .input(companyInvoicesInput)
    .query(({ ctx, input }) => myInvoices(ctx.db, ctx.customerId, input)),

  /** The statement of account's contents, drawn as a PDF by the REST route. */
  statement: customerProcedure.query(async ({ ctx }) => ({
    document: await companyStatement(ctx.db, ctx.customerId),
    shop: await payableShop(ctx.db, shopOf(ctx.settings)),
  })),

  /** The company's delivery addresses: read by every member, kept by its admins. */
  addresses: customerProcedure.query(({ ctx }) => listCompanyAddresses(ctx.db, ctx.customerId)),

  addAddress: customerProcedure
    .input(companyAddressInput)
    .mutation(({ ctx, input }) => addCompanyAddress(ctx.db, ctx.customerId, input)),

  updateAddress: customerProcedure
    .input(companyAddressInput.extend({ id: idParam }))
    .mutation(({ ctx, input: { id, ...values } }) =>
      updateCompanyAddress(ctx.db, ctx.customerId, id, values),
    ),

  removeAddress: customerProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => removeCompanyAddress(ctx.db, ctx.customerId, input.id)),

  /** Flat, so that a bad limit is named as the form's own field. */
  changeMember: customerProcedure
    .input(companyMemberInput.extend({ customerId: idParam }))
    .mutation(({ ctx, input: { customerId, ...values } }) =>
      changeCompanyMember(ctx.db, ctx.customerId, customerId, values),
    ),

  /** Removes a member: their orders awaiting approval are cancelled (member-removal.ts). */
  removeMember: customerProcedure
    .input(z.strictObject({ customerId: idParam }))
    .mutation(({ ctx, input }) =>
      removeCompanyMember(ctx.db, ctx.customerId, input.customerId, ctx.settings.shopEmail),
    ),
});

/** Companies as staff see them, and the terms only finance roles grant. */
const staffRouter = createTRPCRouter({
  list: staffProcedure('sales.view')
    .input(companyListInput)
    .query(({ ctx, input }) => listCompanies(ctx.db, input)),

  byId: staffProcedure('sales.view')
    .input(idInput)
    .query(({ ctx, input }) => getCompany(ctx.db, input.id)),

  orders: staffProcedure('sales.view')
    .input(companyOrdersInput.extend({ id: idParam }))
    .query(({ ctx, input: { id, ...page } }) => staffCompanyOrders(ctx.db, id, page)),

  quotes: staffProcedure('sales.view')
    .input(companyQuotesInput.extend({ id: idParam }))
    .query(({ ctx, input: { id, ...page } }) => staffCompanyQuotes(ctx.db, id, page)),

  invoices: staffProcedure('sales.view')
    .input(companyInvoicesInput.extend({ id: idParam }))
    .query(({ ctx, input: { id, ...page } }) => staffCompanyInvoices(ctx.db, id, page)),

  /** A payment received against an invoice on account, full or partial. */
  recordPayment: staffProcedure('credit.manage')
    .input(invoicePaymentInput.extend({ invoiceId: idParam }))
    .mutation(({ ctx, input: { invoiceId, ...payment } }) =>
      recordInvoicePayment(ctx.db, ctx.staff, invoiceId, payment),
    ),

  /** Removes a member, as a company admin would; in the activity log. */
  removeMember: staffProcedure('credit.manage')
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
    .input(z.strictObject({ id: idParam, invitationId: idParam }))
    .mutation(({ ctx, input }) =>
      staffRevokeCompanyInvitation(ctx.db, ctx.staff, input.id, input.invitationId),
    ),

  setTerms: staffProcedure('credit.manage')
    .input(companyTermsInput.extend({ id: idParam }))
    .mutation(({ ctx, input: { id, ...terms } }) => setCompanyTerms(ctx.db, ctx.staff, id, terms)),

  /** The company's contract prices: a percentage off per category, fixed prices per product. */
  priceList: staffProcedure('credit.manage')
    .input(idInput)
    .query(({ ctx, input }) => getPriceList(ctx.db, input.id)),

  /** Replaces the company's price list whole; the change is in the activity log. */
  setPriceList: staffProcedure('credit.manage')
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
