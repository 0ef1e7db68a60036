import { accountRouter } from './routers/account.ts';
import { activityRouter } from './routers/activity.ts';
import { authRouter } from './routers/auth.ts';
import { catalogRouter } from './routers/catalog.ts';
import { categoriesRouter } from './routers/categories.ts';
import { checkoutRouter } from './routers/checkout.ts';
import { contactRouter } from './routers/contact.ts';
import { documentsRouter } from './routers/documents.ts';
import { machinesRouter } from './routers/machines.ts';
import { mailRouter } from './routers/mail.ts';
import { ordersRouter } from './routers/orders.ts';
import { passwordRouter } from './routers/password.ts';
import { paymentsRouter } from './routers/payments.ts';
import { quotesRouter } from './routers/quotes.ts';
import { staffRouter } from './routers/staff.ts';
import { statsRouter } from './routers/stats.ts';
import type { StaffPermission } from './shared/staff.ts';
import { createCallerFactory, createTRPCRouter } from './trpc.ts';

export const appRouter = createTRPCRouter({
  account: accountRouter,
  activity: activityRouter,
  auth: authRouter,
  catalog: catalogRouter,
  categories: categoriesRouter,
  checkout: checkoutRouter,
  contact: contactRouter,
  documents: documentsRouter,
  machines: machinesRouter,
  mail: mailRouter,
  orders: ordersRouter,
  password: passwordRouter,
  payments: paymentsRouter,
  quotes: quotesRouter,
  staff: staffRouter,
  stats: statsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

type ProcedureDefinition = { _def: { type: string; meta?: { permission?: StaffPermission } } };

/** Every procedure by its path ("catalog.create"), with its type and the permission it asks. */
export function procedureTable() {
  return Object.entries(appRouter._def.procedures).map(([path, procedure]) => {
    const { type, meta } = (procedure as unknown as ProcedureDefinition)._def;
    return { path, type, permission: meta?.permission };
  });
}

/**
 * The permission a staff procedure asks for, so that a route over it checks the same one. Fails
 * when the server starts, not on a request, if `path` names no staff procedure.
 */
export function staffPermissionOf(path: string): StaffPermission {
  const permission = procedureTable().find((procedure) => procedure.path === path)?.permission;
  if (!permission) throw new Error(`${path} is not a staff procedure`);
  return permission;
}
