export { quoteBuyerPrices } from './buyer-prices.ts';
export { acceptQuote, declineQuote, postBuyerMessage } from './buyer.ts';
export { closeQuote } from './close.ts';
export { myCompanyQuotes, staffCompanyQuotes } from './company-quote-list.ts';
export { quoteDocumentOf, shopOf } from './documents.ts';
export { quoteAccepted, quoteClosed, quoteMessage, quoteSent } from './emails/quotes.tsx';
export { expireQuotes } from './expiry.ts';
export {
  countNeedingAction,
  listCustomerQuotes,
  listQuotes,
  type QuoteList,
  type QuoteListItem,
} from './list.ts';
export { lockQuote } from './lock.ts';
export type { QuoteMailSettings } from './notify.ts';
export {
  type BuyerQuote,
  getQuoteByToken,
  getQuoteForStaff,
  type QuoteLineView,
  type QuoteMessageView,
  type QuoteRevisionView,
  type StaffQuote,
} from './read.ts';
export { requestQuote } from './request.ts';
export { saveQuoteDraft, sendQuote } from './revisions.ts';
export { postStaffMessage, withdrawQuote } from './staff.ts';
export { settleQuoteOfMovedOrder } from './settle-on-order-move.ts';
export { settleQuoteOfPaidOrder } from './order-changes.ts';
export { staffCustomerQuotes } from './customer-quotes.ts';
export { auditQuoteMove } from './quote-audit.ts';
