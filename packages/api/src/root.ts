// The shop's e-mails and event subscribers are wired once, with the router that uses them.
import './email-templates.ts';
import './subscribers.ts';
import {
  accountRouter,
  activityRouter,
  authRouter,
  catalogRouter,
  categoriesRouter,
  checkoutRouter,
  companiesRouter,
  contactRouter,
  customersRouter,
  documentsRouter,
  jobsRouter,
  machinesRouter,
  backInStockRouter,
  productDocumentsRouter,
  listsRouter,
  mailRouter,
  ordersRouter,
  passwordRouter,
  paymentsRouter,
  quickOrderRouter,
  quotesRouter,
  refundsRouter,
  returnsRouter,
  settingsRouter,
  reviewsRouter,
  staffRouter,
  statsRouter,
} from './routers/index.ts';
import type { StaffPermission } from './staff/shared/staff.ts';
import type * as z from 'zod';
import { createCallerFactory, createTRPCRouter, type RestRoute } from './trpc.ts';

export const appRouter = createTRPCRouter({
  account: accountRouter,
  activity: activityRouter,
  auth: authRouter,
  catalog: catalogRouter,
  backInStock: backInStockRouter,
  categories: categoriesRouter,
  checkout: checkoutRouter,
  companies: companiesRouter,
  contact: contactRouter,
  customers: customersRouter,
  documents: documentsRouter,
  jobs: jobsRouter,
  lists: listsRouter,
  machines: machinesRouter,
  mail: mailRouter,
  orders: ordersRouter,
  password: passwordRouter,
  payments: paymentsRouter,
  productDocuments: productDocumentsRouter,
  quickOrder: quickOrderRouter,
  quotes: quotesRouter,
  refunds: refundsRouter,
  returns: returnsRouter,
  settings: settingsRouter,
  reviews: reviewsRouter,
  staff: staffRouter,
  stats: statsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

type ProcedureDefinition = {
  _def: {
    type: 'query' | 'mutation' | 'subscription';
    meta?: { permission?: StaffPermission; rest?: RestRoute };
    inputs: unknown[];
  };
};

/**
 * Every procedure by its path ("catalog.create"), with its type, the permission it asks, the
 * REST route that serves it (if any) and its input schema.
 */
export function procedureTable() {
  return Object.entries(appRouter._def.procedures).map(([path, procedure]) => {
    const { type, meta, inputs } = (procedure as unknown as ProcedureDefinition)._def;
    const input = inputs[0] as z.ZodType | undefined;
    return { path, type, permission: meta?.permission, rest: meta?.rest, input };
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
