export {
  appRouter,
  createCaller,
  procedureTable,
  staffPermissionOf,
  type AppRouter,
} from './root.ts';
export type { RestRoute } from './trpc.ts';
export type { Context, Logger, MetricsPort, SessionPort, ShopSettings } from './context.ts';
export { noMetrics } from './shared/ports.ts';
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
export { isDatabaseUnavailable, isUnstorableText } from './database/index.ts';
export { rowsOf } from './database/index.ts';
export { UNSTORABLE_TEXT_MESSAGE } from './database/index.ts';
export { CatalogCache, CATALOG_CHANGED_CHANNEL } from './catalogue/index.ts';
export {
  listSitePages,
  shownProductPages,
  splitShownProducts,
  type ProductRun,
  type PublicPage,
} from './catalogue/index.ts';
export type { Mailer, MailMessage } from './mail/index.ts';
export { upsertAdmin } from './customers/index.ts';
export { hashPassword } from './customers/index.ts';
export { authorizeStaff } from './staff/index.ts';
export { exportProductsCsv } from './catalogue/index.ts';
export { exportOrdersCsv } from './orders/index.ts';
export { DEMO_ADMIN } from './routers/index.ts';
export { memberRoles, orderRequestRules } from './routers/rest-docs.ts';
export { contactMessageText } from './mail/index.ts';
export { deliverDueEmails, type DeliveryDeps } from './mail/index.ts';
export { queueBackInStockEmails } from './catalogue/index.ts';
export { MAIL_QUEUED, OUTBOX_CHANNEL, outboxBacklog, type OutboxEntry } from './mail/index.ts';
export { renderEmail } from './mail/index.ts';
export type { ShopIdentity } from './mail/index.ts';
export type { Product, ProductDetail } from './catalogue/index.ts';
export type { MemberPrice } from './pricing/index.ts';
export type { PricedCart } from './pricing/index.ts';
// For writers that reach the products table directly (demo data, benchmarks, test fixtures).
export { rewriteCompanyMemberPrices, rewriteProductMemberPrices } from './pricing/index.ts';
export { DocumentDownloadError, type DocumentFiles } from './catalogue/index.ts';
export { PhotoRefusedError, RETURN_PHOTO_PATH, type ReturnPhotoFiles } from './returns/index.ts';
export type { RelatedProducts } from './catalogue/index.ts';
export type { Order, OrderLine } from './orders/index.ts';
export type { GuestHold } from './payments/index.ts';
export type { Category } from './catalogue/index.ts';
export type {
  OwnReview,
  PublishedReview,
  PublishedReviewPage,
  ReviewStanding,
  StaffReview,
  StaffReviewPage,
} from './reviews/index.ts';
export type { CurrentUser, AdminUser } from './customers/index.ts';
export type { AuditEntry, ActivityPage } from './audit/index.ts';
export type { StaffList, StaffMember, OpenInvitation } from './staff/index.ts';
export type { InvitationView } from './staff/index.ts';
export type { SavedAddress } from './customers/index.ts';
export type { StaffCustomer } from './customers/index.ts';
export type { CustomerOrder } from './orders/index.ts';
export type { OrderStatusChange } from './orders/index.ts';
export type { Reorder, ReorderLine, UnavailableReason } from './orders/index.ts';
export type { ContactSubmission } from './contact/index.ts';
export type { DashboardStats } from './dashboard/index.ts';
export type { SalesByDay, SalesDay, TopProduct } from './dashboard/index.ts';
export type { NeedsAction } from './dashboard/index.ts';
export type { LowStock, LowStockProduct } from './dashboard/index.ts';
export type { RecentOrder } from './dashboard/index.ts';
export {
  RateLimits,
  defaultRateLimits,
  scaledRateLimits,
  type RateLimitBucket,
  type RateLimitRule,
} from './database/index.ts';
export { createPaymentProvider, isTestProvider, type PaymentSettings } from './payments/index.ts';
export type { PaymentProvider, ProviderIntent } from './payments/index.ts';
export type { StripeSettings } from './payments/index.ts';
export { verifyStripeWebhook, intentOfEvent, refundsOfEvent } from './payments/index.ts';
export {
  settleProviderRefunds,
  settleUnansweredRefunds,
  submitRefundsOf,
  submitUnsentRefunds,
} from './refunds/index.ts';
export { finalizeFromEvent, paymentDeps, type PaymentDeps } from './payments/index.ts';
export { sweepAbandonedPayments } from './payments/index.ts';
export type { PaymentStart } from './payments/index.ts';
export {
  renderInvoicePdf,
  renderQuotePdf,
  renderStatementPdf,
  type DocumentShop,
  type QuoteDocument,
} from './documents/index.ts';
export { expireQuotes } from './quotes/index.ts';
export { expireApprovals } from './company-buying/index.ts';
export { remindOverdueInvoices } from './company-buying/index.ts';
export { DEMO_COMPANY_MEMBERS, DEMO_COMPANY_PASSWORD, seedDemoCompany } from './demo/index.ts';
export { foldTallies } from './orders/index.ts';
export type {
  BuyerQuote,
  QuoteLineView,
  QuoteMessageView,
  QuoteRevisionView,
  StaffQuote,
} from './quotes/index.ts';
export type { QuoteList, QuoteListItem } from './quotes/index.ts';
export { seedDemoQuotes } from './demo/index.ts';
