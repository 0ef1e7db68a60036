export {
  appRouter,
  createCaller,
  procedureTable,
  staffPermissionOf,
  type AppRouter,
} from './root.ts';
export type { Context, Logger, SessionPort, ShopSettings } from './context.ts';
export {
  DomainError,
  INTERNAL_ERROR_MESSAGE,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './errors.ts';
export { isDatabaseUnavailable, isUnstorableText } from './services/postgres-errors.ts';
export { rowsOf } from './services/sql-rows.ts';
export { UNSTORABLE_TEXT_MESSAGE } from './storable-text.ts';
export { CatalogCache, CATALOG_CHANGED_CHANNEL } from './services/catalog-cache.ts';
export {
  listSitePages,
  shownProductPages,
  splitShownProducts,
  type ProductRun,
  type PublicPage,
} from './services/sitemap.ts';
export type { Mailer, MailMessage } from './services/mailer.ts';
export { upsertAdmin } from './services/auth.ts';
export { hashPassword } from './services/passwords.ts';
export { authorizeStaff } from './services/staff/authorize.ts';
export { exportProductsCsv } from './services/csv/product-export.ts';
export { exportOrdersCsv } from './services/csv/order-export.ts';
export { DEMO_ADMIN } from './routers/auth.ts';
export { contactMessageText } from './mail/templates/contact.tsx';
export { deliverDueEmails, type DeliveryDeps } from './mail/delivery.ts';
export { OUTBOX_CHANNEL, type OutboxEntry } from './mail/outbox.ts';
export { renderEmail } from './mail/render.ts';
export type { ShopIdentity } from './mail/template.ts';
export type { Product } from './services/products.ts';
export type { Order, OrderLine } from './services/orders/read.ts';
export type { GuestHold } from './services/orders/guest-hold-desk.ts';
export type { Category } from './services/categories.ts';
export type { CurrentUser, AdminUser } from './services/auth.ts';
export type { AuditEntry, ActivityPage } from './services/audit/read.ts';
export type { StaffList, StaffMember, OpenInvitation } from './services/staff/members.ts';
export type { InvitationView } from './services/staff/invitations.ts';
export type { SavedAddress } from './services/addresses.ts';
export type { CustomerOrder } from './services/customer-orders.ts';
export type { OrderStatusChange } from './services/order-status-history.ts';
export type { Reorder, ReorderLine, UnavailableReason } from './services/reorder.ts';
export type { ContactSubmission } from './services/contact.ts';
export type { DashboardStats } from './services/stats.ts';
export type { SalesByDay, SalesDay, TopProduct } from './services/dashboard/sales.ts';
export type { NeedsAction } from './services/dashboard/needs-action.ts';
export type { LowStock, LowStockProduct } from './services/dashboard/low-stock.ts';
export type { RecentOrder } from './services/dashboard/recent-orders.ts';
export {
  RateLimits,
  defaultRateLimits,
  type RateLimitBucket,
  type RateLimitRule,
} from './rate-limits.ts';
export {
  createPaymentProvider,
  isTestProvider,
  type PaymentSettings,
} from './services/payments/index.ts';
export type { PaymentProvider, ProviderIntent } from './services/payments/provider.ts';
export type { StripeSettings } from './services/payments/stripe-provider.ts';
export { verifyStripeWebhook, intentOfEvent } from './services/payments/stripe-provider.ts';
export { finalizeFromEvent, paymentDeps, type PaymentDeps } from './services/payments/finalize.ts';
export { sweepAbandonedPayments, CARD_PAYMENT_WINDOW_MS } from './services/payments/sweep.ts';
export type { PaymentStart } from './services/payments/card-checkout.ts';
export * from './documents/index.ts';
export { expireQuotes } from './services/payments/quote-expiry.ts';
export { foldTallies } from './services/tallies.ts';
export type {
  BuyerQuote,
  QuoteLineView,
  QuoteList,
  QuoteListItem,
  QuoteMessageView,
  QuoteRevisionView,
  StaffQuote,
} from './services/quotes/read.ts';
export { seedDemoQuotes } from './services/quotes/demo.ts';
