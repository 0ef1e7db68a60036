import { idInput } from '../shared/fields.ts';
import { listUndelivered, retryEmail } from '../mail/index.ts';
import { createTRPCRouter, staffProcedure } from '../trpc.ts';

/** The outbox as staff see it: mail that has not left yet, and a way to send it again. */
export const mailRouter = createTRPCRouter({
  undelivered: staffProcedure('mail.manage').query(({ ctx }) => listUndelivered(ctx.db)),

  retry: staffProcedure('mail.manage')
    .input(idInput)
    .mutation(({ ctx, input }) => retryEmail(ctx.db, input.id)),
});
