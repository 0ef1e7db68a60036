import { idInput } from '../shared/schemas.ts';
import { listUndelivered, retryEmail } from '../mail/outbox.ts';
import { adminProcedure, createTRPCRouter } from '../trpc.ts';

/** The outbox as staff see it: mail that has not left yet, and a way to send it again. */
export const mailRouter = createTRPCRouter({
  undelivered: adminProcedure.query(({ ctx }) => listUndelivered(ctx.db)),

  retry: adminProcedure.input(idInput).mutation(({ ctx, input }) => retryEmail(ctx.db, input.id)),
});
