import { countCustomers } from '../services/auth.ts';
import { dashboardStats } from '../services/stats.ts';
import { adminProcedure, createTRPCRouter } from '../trpc.ts';

export const statsRouter = createTRPCRouter({
  dashboard: adminProcedure.query(({ ctx }) => dashboardStats(ctx.db)),
  registeredUsers: adminProcedure.query(async ({ ctx }) => ({
    count: await countCustomers(ctx.db),
  })),
});
