export { lowStock, type LowStock, type LowStockProduct } from './low-stock.ts';
export { needsAction, type NeedsAction } from './needs-action.ts';
export { type RecentOrder, recentOrders } from './recent-orders.ts';
export {
  salesByDay,
  type SalesByDay,
  type SalesDay,
  type TopProduct,
  topProducts,
} from './sales.ts';
export { dashboardStats, type DashboardStats } from './stats.ts';
