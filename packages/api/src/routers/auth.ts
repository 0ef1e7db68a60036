import { loginInput, registerInput } from '../customers/shared/sign-in-input.ts';
import {
  adminAsCurrentUser,
  authenticateAdmin,
  authenticateCustomer,
  findAdmin,
  findCustomer,
  registerCustomer,
} from '../customers/index.ts';
import type { Context } from '../context.ts';
import { createTRPCRouter, publicProcedure, rateLimited } from '../trpc.ts';

export const DEMO_ADMIN = {
  username: 'admin',
  password: 'admin123',
  email: 'admin@buildright.example',
} as const;

async function currentAdmin(ctx: Context) {
  return ctx.session.adminId === null ? null : findAdmin(ctx.db, ctx.session.adminId);
}

/** Either sign-out ends the whole session, whoever was signed in. */
const logout = publicProcedure.mutation(async ({ ctx }) => {
  await ctx.session.signOut();
  return { success: true };
});

const customerRouter = createTRPCRouter({
  /** The signed-in customer, or the admin (isAdmin true) so the shop can link to the dashboard. */
  me: publicProcedure.query(async ({ ctx }) => {
    if (ctx.session.customerId !== null) return findCustomer(ctx.db, ctx.session.customerId);
    const admin = await currentAdmin(ctx);
    return admin ? adminAsCurrentUser(admin) : null;
  }),

  login: publicProcedure
    .use(rateLimited('signIn'))
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const user = await authenticateCustomer(ctx.db, input);
      await ctx.session.signIn({ customerId: user.id });
      return user;
    }),

  /** Registration signs the new customer in directly (SPEC §1). */
  register: publicProcedure
    .use(rateLimited('register'))
    .input(registerInput)
    .mutation(async ({ ctx, input }) => {
      const user = await registerCustomer(ctx.db, input);
      await ctx.session.signIn({ customerId: user.id });
      return user;
    }),

  logout,
});

const adminRouter = createTRPCRouter({
  me: publicProcedure.query(({ ctx }) => currentAdmin(ctx)),

  login: publicProcedure
    .use(rateLimited('signIn'))
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const admin = await authenticateAdmin(ctx.db, input, ctx.clientIp);
      await ctx.session.signIn({ adminId: admin.id });
      return admin;
    }),

  logout,

  /** The demo credentials, shown on sign-in forms only while demo data is on. */
  signInHint: publicProcedure.query(({ ctx }) =>
    ctx.settings.demo ? { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password } : null,
  ),
});

export const authRouter = createTRPCRouter({
  customer: customerRouter,
  admin: adminRouter,
});
