export {
  appRouter,
  createCaller,
  procedureTable,
  staffPermissionOf,
  type AppRouter,
} from './root.ts';
export type { Context, Logger, SessionPort, ShopSettings } from './context.ts';
export {
  createJobQueue,
  type JobDefinition,
  type JobFailurePage,
  type JobQueue,
  type JobsPort,
  type JobStatus,
} from './jobs/index.ts';
export {
  DomainError,
  INTERNAL_ERROR_MESSAGE,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './errors.ts';
export { isDatabaseUnavailable, isUnstorableText } from './database/postgres-errors.ts';
export { rowsOf } from './database/sql-rows.ts';
export { UNSTORABLE_TEXT_MESSAGE } from './database/storable-text.ts';
export { CatalogCache, CATALOG_CHANGED_CHANNEL } from './catalogue/catalog-cache.ts';
export {
  listSitePages,
  shownProductPages,
  splitShownProducts,
  type ProductRun,
  type PublicPage,
} from './catalogue/sitemap.ts';
export type { Mailer, MailMessage } from './mail/mailer.ts';
export { upsertAdmin } from './customers/auth.ts';
export { hashPassword } from './customers/passwords.ts';
export { authorizeStaff } from './staff/authorize.ts';
export { exportProductsCsv } from './catalogue/csv/product-export.ts';
export { exportOrdersCsv } from './orders/csv-export.ts';
export { DEMO_ADMIN } from './customers/auth-router.ts';
export { contactMessageText } from './mail/templates/contact.tsx';
export { deliverDueEmails, type DeliveryDeps } from './mail/delivery.ts';
export { queueBackInStockEmails } from './catalogue/back-in-stock/requests.ts';
export { MAIL_QUEUED, OUTBOX_CHANNEL, type OutboxEntry } from './mail/outbox.ts';
export { renderEmail } from './mail/render.ts';
export type { ShopIdentity } from './mail/template.ts';
export type { Product, ProductDetail } from './catalogue/products.ts';
export type { MemberPrice } from './catalogue/buyer-prices.ts';
export type { PricedCart } from './orders/cart-prices.ts';
export { DocumentDownloadError, type DocumentFiles } from './catalogue/product-documents/files.ts';
export type { RelatedProducts } from './catalogue/related.ts';
export type { Order, OrderLine } from './orders/read.ts';
export type { GuestHold } from './orders/guest-hold-desk.ts';
export type { Category } from './catalogue/categories.ts';
export type {
  OwnReview,
  PublishedReview,
  PublishedReviewPage,
  ReviewStanding,
  StaffReview,
  StaffReviewPage,
} from './reviews/index.ts';
export type { CurrentUser, AdminUser } from './customers/auth.ts';
export type { AuditEntry, ActivityPage } from './staff/activity/read.ts';
export type { StaffList, StaffMember, OpenInvitation } from './staff/members.ts';
export type { InvitationView } from './staff/invitations.ts';
export type { SavedAddress } from './customers/addresses.ts';
export type { StaffCustomer } from './customers/staff-customers.ts';
export type { CustomerOrder } from './orders/customer-orders.ts';
export type { OrderStatusChange } from './orders/status-history.ts';
export type { Reorder, ReorderLine, UnavailableReason } from './orders/reorder.ts';
export type { ContactSubmission } from './contact/messages.ts';
export type { DashboardStats } from './staff/dashboard/stats.ts';
export type { SalesByDay, SalesDay, TopProduct } from './staff/dashboard/sales.ts';
export type { NeedsAction } from './staff/dashboard/needs-action.ts';
export type { LowStock, LowStockProduct } from './staff/dashboard/low-stock.ts';
export type { RecentOrder } from './staff/dashboard/recent-orders.ts';
export {
  RateLimits,
  defaultRateLimits,
  type RateLimitBucket,
  type RateLimitRule,
} from './database/rate-limits.ts';
export { createPaymentProvider, isTestProvider, type PaymentSettings } from './payments/index.ts';
export type { PaymentProvider, ProviderIntent } from './payments/provider.ts';
export type { StripeSettings } from './payments/stripe-provider.ts';
export { verifyStripeWebhook, intentOfEvent } from './payments/stripe-provider.ts';
export { finalizeFromEvent, paymentDeps, type PaymentDeps } from './payments/finalize.ts';
export { sweepAbandonedPayments } from './payments/sweep.ts';
export type { PaymentStart } from './payments/card-checkout.ts';
export * from './documents/index.ts';
export { expireQuotes } from './payments/quote-expiry.ts';
export { expireApprovals } from './companies/approvals.ts';
export { remindOverdueInvoices } from './companies/reminders.ts';
export { DEMO_COMPANY_MEMBERS, DEMO_COMPANY_PASSWORD, seedDemoCompany } from './companies/demo.ts';
export { foldTallies } from './staff/dashboard/tallies.ts';
export type {
  BuyerQuote,
  QuoteLineView,
  QuoteMessageView,
  QuoteRevisionView,
  StaffQuote,
} from './quotes/read.ts';
export type { QuoteList, QuoteListItem } from './quotes/list.ts';
export { seedDemoQuotes } from './quotes/demo.ts';
