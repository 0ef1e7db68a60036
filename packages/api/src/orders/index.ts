export { exportOrdersCsv } from './csv-export.ts';
export {
  assertOwnOrder,
  type CustomerOrder,
  getCustomerOrder,
  lookUpOrder,
  orderIdOf,
} from './customer-orders.ts';
export { assertGuestHoldShare, unpaidHold } from './guest-holds.ts';
export { discardOrder, lockOrder, moveOrder, movePayment } from './lifecycle.ts';
export { emailOrderOf, queueQuoteRequestedEmails } from './notifications.ts';
export { insertOrder, type OrderAdmission, placeOrder } from './place.ts';
export {
  getOrder,
  listOrders,
  type Order,
  orderBuyerAndCharges,
  type OrderLine,
  saleLinesOf,
  stockLinesOf,
} from './read.ts';
export { hasReceivedProduct } from './received.ts';
export { reorder, type Reorder, type ReorderLine, type UnavailableReason } from './reorder.ts';
export { deleteOrder, updateOrder } from './staff.ts';
export { deliveredAtOf, type OrderStatusChange } from './status-history.ts';
export { releaseStock, type ReservedLine, reserveStock } from './stock.ts';
export { foldTallies, tallyOrders, tallyProducts } from './tallies.ts';
export { auditOrderChange } from './order-audit.ts';
export { emailOrderChange, emailPaymentReceived } from './notifications.ts';
export { linesOfOrders } from './order-lines.ts';
