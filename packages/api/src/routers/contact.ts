import { contactInput } from '../shared/schemas.ts';
import { listContactSubmissions, submitContact } from '../services/contact.ts';
import { adminProcedure, createTRPCRouter, publicProcedure } from '../trpc.ts';

export const contactRouter = createTRPCRouter({
  submit: publicProcedure.input(contactInput).mutation(async ({ ctx, input }) => {
    const saved = await submitContact(
      { db: ctx.db, mailer: ctx.mailer, shopEmail: ctx.settings.shopEmail, log: ctx.log },
      input,
    );
    return { id: saved.id };
  }),

  list: adminProcedure.query(({ ctx }) => listContactSubmissions(ctx.db)),
});
