import { accountRouter } from './customers/account-router.ts';
import { activityRouter } from './staff/activity/router.ts';
import { authRouter } from './customers/auth-router.ts';
import { catalogRouter } from './catalogue/router.ts';
import { categoriesRouter } from './catalogue/categories-router.ts';
import { checkoutRouter } from './quotes/request-router.ts';
import { companiesRouter } from './companies/router.ts';
import { contactRouter } from './contact/router.ts';
import { customersRouter } from './customers/staff-router.ts';
import { documentsRouter } from './documents/router.ts';
import { machinesRouter } from './catalogue/machines-router.ts';
import { backInStockRouter } from './catalogue/back-in-stock/router.ts';
import { productDocumentsRouter } from './catalogue/product-documents/router.ts';
import { jobsRouter } from './staff/jobs-router.ts';
import { listsRouter } from './lists/router.ts';
import { mailRouter } from './mail/router.ts';
import { ordersRouter } from './orders/router.ts';
import { passwordRouter } from './customers/password-router.ts';
import { paymentsRouter } from './payments/router.ts';
import { quickOrderRouter } from './catalogue/quick-order/router.ts';
import { quotesRouter } from './quotes/router.ts';
import { settingsRouter } from './staff/settings-router.ts';
import { reviewsRouter } from './reviews/index.ts';
import { staffRouter } from './staff/router.ts';
import { statsRouter } from './staff/dashboard/router.ts';
import type { StaffPermission } from './staff/shared/staff.ts';
import { createCallerFactory, createTRPCRouter } from './trpc.ts';

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
  settings: settingsRouter,
  reviews: reviewsRouter,
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
