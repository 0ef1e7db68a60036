import { countCustomers } from '../customers/index.ts';
import {
  lowStock,
  needsAction,
  recentOrders,
  salesByDay,
  topProducts,
  dashboardStats,
} from '../dashboard/index.ts';
import { setLowStockThreshold } from '../settings/index.ts';
import { lowStockThresholdInput, salesByDayInput } from '../dashboard/shared/dashboard.ts';
import { createTRPCRouter, staffProcedure } from '../trpc.ts';

const salesFigures = staffProcedure('sales.view');

export const statsRouter = createTRPCRouter({
  dashboard: salesFigures
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/stats',
        tags: ['admin'],
        summary: 'Dashboard figures',
      },
    })
    .query(({ ctx }) => dashboardStats(ctx.db)),
  registeredUsers: salesFigures
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/local-users',
        tags: ['admin'],
        summary: 'Registered customers (the dashboard shows their count)',
      },
    })
    .query(async ({ ctx }) => ({
      count: await countCustomers(ctx.db),
    })),
  salesByDay: salesFigures
    .input(salesByDayInput)
    .query(({ ctx, input }) => salesByDay(ctx.db, { days: input.days })),
  /** The best sellers of the last 30 days, by revenue. */
  topProducts: salesFigures.query(({ ctx }) => topProducts(ctx.db, { days: 30 })),
  /** Every role sees what needs action among the lists it may open. */
  needsAction: staffProcedure('orders.view').query(({ ctx }) =>
    needsAction(ctx.db, ctx.staff.permissions),
  ),
  recentOrders: staffProcedure('orders.view').query(({ ctx }) => recentOrders(ctx.db)),
  lowStock: staffProcedure('catalog.view').query(({ ctx }) => lowStock(ctx.db)),
  setLowStockThreshold: staffProcedure('stock.edit')
    .input(lowStockThresholdInput)
    .mutation(({ ctx, input }) => setLowStockThreshold(ctx.db, ctx.staff, input.threshold)),
});
