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
