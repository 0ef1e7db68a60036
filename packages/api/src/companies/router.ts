import { idInput, idParam } from '../shared/fields.ts';
import { createTRPCRouter, customerProcedure, publicProcedure, staffProcedure } from '../trpc.ts';
import {
  acceptCompanyInvitation,
  changeCompanyMember,
  createCompany,
  inviteToCompany,
  myCompany,
  viewCompanyInvitation,
} from './membership.ts';
import {
  companyInput,
  companyInvitationInput,
  companyInvitationToken,
  companyListInput,
  companyMemberInput,
  companyTermsInput,
} from './shared/company.ts';
import { getCompany, listCompanies, setCompanyTerms } from './staff-companies.ts';

/** Companies as their members use them: set up, invite, join, roles and limits. */
const memberRouter = createTRPCRouter({
  create: customerProcedure
    .input(companyInput)
    .mutation(({ ctx, input }) => createCompany(ctx.db, ctx.customerId, input)),

  mine: customerProcedure.query(({ ctx }) => myCompany(ctx.db, ctx.customerId)),

  invite: customerProcedure
    .input(companyInvitationInput)
    .mutation(({ ctx, input }) => inviteToCompany(ctx.db, ctx.customerId, input)),

  /** What an invitation's link offers; anyone holding the link may read it. */
  invitation: publicProcedure
    .input(companyInvitationToken)
    .query(({ ctx, input }) => viewCompanyInvitation(ctx.db, input.token)),

  accept: customerProcedure
    .input(companyInvitationToken)
    .mutation(({ ctx, input }) => acceptCompanyInvitation(ctx.db, ctx.customerId, input.token)),

  /** Flat, so that a bad limit is named as the form's own field. */
  changeMember: customerProcedure
    .input(companyMemberInput.extend({ customerId: idParam }))
    .mutation(({ ctx, input: { customerId, ...values } }) =>
      changeCompanyMember(ctx.db, ctx.customerId, customerId, values),
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

  setTerms: staffProcedure('credit.manage')
    .input(companyTermsInput.extend({ id: idParam }))
    .mutation(({ ctx, input: { id, ...terms } }) => setCompanyTerms(ctx.db, ctx.staff, id, terms)),
});

export const companiesRouter = createTRPCRouter({ member: memberRouter, staff: staffRouter });
