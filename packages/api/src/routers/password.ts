import {
  forgotPasswordAnswer,
  forgotPasswordInput,
  resetPasswordInput,
} from '../customers/shared/password-reset.ts';
import { requestPasswordReset, resetPassword } from '../customers/index.ts';
import { createTRPCRouter, publicProcedure, rateLimited } from '../trpc.ts';

export const passwordRouter = createTRPCRouter({
  /** Always the same answer, so the form tells nobody which addresses have an account. */
  forgot: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/password/forgot',
        tags: ['auth'],
        summary:
          'E-mail a one-time password reset link (same answer whether or not the address has an account)',
      },
    })
    .use(rateLimited('passwordResetClient'))
    .input(forgotPasswordInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.rateLimits.consume('passwordResetAddress', input.email.toLowerCase());
      const { publicUrl, resetLinkMinutes } = ctx.settings;
      await requestPasswordReset({ db: ctx.db, publicUrl, linkMinutes: resetLinkMinutes }, input);
      return { message: forgotPasswordAnswer(resetLinkMinutes) };
    }),

  /** A valid link sets the password and signs its owner in; every other session ends. */
  reset: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/password/reset',
        tags: ['auth'],
        summary:
          'Set a new password with a reset link; signs its owner in and ends their other sessions',
      },
    })
    .use(rateLimited('signIn'))
    .input(resetPasswordInput)
    .mutation(async ({ ctx, input }) => {
      const owner = await resetPassword(ctx.db, input);
      await ctx.session.signIn(owner);
      return { account: 'customerId' in owner ? ('customer' as const) : ('staff' as const) };
    }),
});
