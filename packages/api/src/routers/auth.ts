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
async function signOut({ ctx }: { ctx: Context }) {
  await ctx.session.signOut();
  return { success: true };
}

const customerRouter = createTRPCRouter({
  /** The signed-in customer, or the admin (isAdmin true) so the shop can link to the dashboard. */
  me: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/local/user',
        tags: ['auth'],
        summary: 'The signed-in customer',
      },
    })
    .query(async ({ ctx }) => {
      if (ctx.session.customerId !== null) return findCustomer(ctx.db, ctx.session.customerId);
      const admin = await currentAdmin(ctx);
      return admin ? adminAsCurrentUser(admin) : null;
    }),

  login: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/local/login',
        tags: ['auth'],
        summary: 'Customer sign-in',
      },
    })
    .use(rateLimited('signIn'))
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const user = await authenticateCustomer(ctx.db, input);
      await ctx.session.signIn({ customerId: user.id });
      return user;
    }),

  /** Registration signs the new customer in directly (SPEC §1). */
  register: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/local/register',
        tags: ['auth'],
        summary: 'Create a customer account and sign in',
        status: 201,
      },
    })
    .use(rateLimited('register'))
    .input(registerInput)
    .mutation(async ({ ctx, input }) => {
      const user = await registerCustomer(ctx.db, input);
      await ctx.session.signIn({ customerId: user.id });
      return user;
    }),

  logout: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/local/logout',
        tags: ['auth'],
        summary: 'Customer sign-out',
      },
    })
    .mutation(signOut),
});

const adminRouter = createTRPCRouter({
  me: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/me',
        tags: ['auth'],
        summary: 'The signed-in admin',
      },
    })
    .query(({ ctx }) => currentAdmin(ctx)),

  login: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/api/admin/login', tags: ['auth'], summary: 'Admin sign-in' },
    })
    .use(rateLimited('signIn'))
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const admin = await authenticateAdmin(ctx.db, input, ctx.clientIp);
      await ctx.session.signIn({ adminId: admin.id });
      return admin;
    }),

  logout: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/logout',
        tags: ['auth'],
        summary: 'Admin sign-out',
      },
    })
    .mutation(signOut),

  /** The demo credentials, shown on sign-in forms only while demo data is on. */
  signInHint: publicProcedure.query(({ ctx }) =>
    ctx.settings.demo ? { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password } : null,
  ),
});

export const authRouter = createTRPCRouter({
  customer: customerRouter,
  admin: adminRouter,
});
