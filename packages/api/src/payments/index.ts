export { startApprovedOrderPayment } from './approved-order-payment.ts';
export { type PaymentStart, startCardPayment } from './card-checkout.ts';
export { closeOpenCardPayment } from './close-attempt.ts';
export {
  applyIntent,
  finalizeFromEvent,
  finalizePayment,
  paymentDeps,
  type PaymentDeps,
} from './finalize.ts';
export { type GuestHold, listGuestHolds, releaseGuestHold } from './hold-desk.ts';
export { createPaymentProvider, isTestProvider, type PaymentSettings } from './provider-factory.ts';
export type { PaymentProvider, ProviderIntent, ProviderRefund } from './provider.ts';
export { startQuotePayment } from './quote-payment.ts';
export {
  intentOfEvent,
  refundsOfEvent,
  type StripeSettings,
  verifyStripeWebhook,
} from './stripe-provider.ts';
export { sweepAbandonedPayments } from './sweep.ts';
