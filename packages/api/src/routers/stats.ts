import { countCustomers } from '../services/auth.ts';
import { lowStock } from '../services/dashboard/low-stock.ts';
import { needsAction } from '../services/dashboard/needs-action.ts';
import { recentOrders } from '../services/dashboard/recent-orders.ts';
import { salesByDay, topProducts } from '../services/dashboard/sales.ts';
import { setLowStockThreshold } from '../services/shop-settings.ts';
import { dashboardStats } from '../services/stats.ts';
import { lowStockThresholdInput, salesByDayInput } from '../shared/dashboard.ts';
import { adminProcedure, createTRPCRouter } from '../trpc.ts';

export const statsRouter = createTRPCRouter({
  dashboard: adminProcedure.query(({ ctx }) => dashboardStats(ctx.db)),
  registeredUsers: adminProcedure.query(async ({ ctx }) => ({
    count: await countCustomers(ctx.db),
  })),
  salesByDay: adminProcedure
    .input(salesByDayInput)
    .query(({ ctx, input }) => salesByDay(ctx.db, { days: input.days })),
  /** The best sellers of the last 30 days, by revenue. */
  topProducts: adminProcedure.query(({ ctx }) => topProducts(ctx.db, { days: 30 })),
  needsAction: adminProcedure.query(({ ctx }) => needsAction(ctx.db)),
  recentOrders: adminProcedure.query(({ ctx }) => recentOrders(ctx.db)),
  lowStock: adminProcedure.query(({ ctx }) => lowStock(ctx.db)),
  setLowStockThreshold: adminProcedure
    .input(lowStockThresholdInput)
    .mutation(({ ctx, input }) => setLowStockThreshold(ctx.db, input.threshold)),
});
