import * as z from 'zod';
import {
  acceptInvitationInput,
  invitationToken,
  inviteStaffInput,
  staffDisabledInput,
  staffRoleInput,
} from '../staff/shared/staff-input.ts';
import { idInput } from '../shared/fields.ts';
import { findAdmin } from '../customers/index.ts';
import {
  acceptInvitation,
  describeInvitation,
  inviteStaff,
  revokeInvitation,
  listStaff,
  setStaffDisabled,
  setStaffRole,
} from '../staff/index.ts';
import { createTRPCRouter, publicProcedure, rateLimited, staffProcedure } from '../trpc.ts';

const manageStaff = staffProcedure('staff.manage');

export const staffRouter = createTRPCRouter({
  list: manageStaff.query(({ ctx }) => listStaff(ctx.db)),

  invite: manageStaff.input(inviteStaffInput).mutation(async ({ ctx, input }) => {
    await inviteStaff({ db: ctx.db, adminUrl: ctx.settings.adminUrl }, ctx.staff, input);
    return { email: input.email };
  }),

  revokeInvitation: manageStaff.input(idInput).mutation(async ({ ctx, input }) => {
    await revokeInvitation(ctx.db, ctx.staff, input.id);
    return { id: input.id };
  }),

  setRole: manageStaff.input(staffRoleInput).mutation(async ({ ctx, input }) => {
    await setStaffRole(ctx.db, ctx.staff, input);
    return { id: input.id };
  }),

  setDisabled: manageStaff.input(staffDisabledInput).mutation(async ({ ctx, input }) => {
    await setStaffDisabled(ctx.db, ctx.staff, input);
    return { id: input.id };
  }),

  /** The invitation link's page: which address and role it offers, or why it no longer works. */
  invitation: publicProcedure
    .input(z.object({ token: invitationToken }))
    .query(({ ctx, input }) => describeInvitation(ctx.db, input.token)),

  /** Creates the account, signs the new staff member in and answers who they are. */
  acceptInvitation: publicProcedure
    .use(rateLimited('signIn'))
    .input(acceptInvitationInput)
    .mutation(async ({ ctx, input }) => {
      const { adminId } = await acceptInvitation(ctx.db, input, ctx.clientIp);
      await ctx.session.signIn({ adminId });
      return (await findAdmin(ctx.db, adminId))!;
    }),
});
