export { refundCancelledOrder } from './cancellation.ts';
export { paymentRefunded } from './emails.tsx';
export { auditRefund, emailRefund } from './notices.ts';
export { listRefunds, refundsOfReturns } from './read.ts';
export { recordRefund } from './record.ts';
export { settleUnansweredRefunds } from './reconcile.ts';
export { settleProviderRefunds } from './settle.ts';
export { assertMayCancel, refundOrder } from './staff.ts';
export { submitRefundsOf, submitUnsentRefunds } from './submit.ts';
