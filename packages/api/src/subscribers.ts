// Who hears each domain's news. Lower domains publish without knowing their subscribers; this
// list, at the top of the package, is the one place that wires them (docs/architecture.md).
import { subscribe } from './events/index.ts';
import { auditInvoicePayment } from './company-buying/index.ts';
import { issueInvoiceOfPaidOrder } from './documents/index.ts';
import { auditOrderChange, emailOrderChange, emailPaymentReceived } from './orders/index.ts';
import { rewriteCompanyMemberPrices, rewriteProductMemberPrices } from './pricing/index.ts';
import { auditQuoteMove, settleQuoteOfMovedOrder, settleQuoteOfPaidOrder } from './quotes/index.ts';
import { auditRefund, emailRefund, refundCancelledOrder } from './refunds/index.ts';
import { auditReturnMove, emailReturnMove, emailReturnRefunded } from './returns/index.ts';

subscribe('order.changed', emailOrderChange);
subscribe('order.changed', auditOrderChange);
subscribe('order.changed', refundCancelledOrder);
subscribe('order.moved', settleQuoteOfMovedOrder);
subscribe('payment.received', emailPaymentReceived);
subscribe('payment.received', settleQuoteOfPaidOrder);
subscribe('payment.received', issueInvoiceOfPaidOrder);
subscribe('quote.moved', auditQuoteMove);
subscribe('invoice.payment_recorded', auditInvoicePayment);
subscribe('refund.recorded', auditRefund);
subscribe('payment.refunded', emailRefund);
subscribe('payment.refunded', emailReturnRefunded);
subscribe('return.moved', auditReturnMove);
subscribe('return.moved', emailReturnMove);
subscribe('price_list.changed', (tx, { companyId }) => rewriteCompanyMemberPrices(tx, companyId));
subscribe('product.prices_changed', (tx, { productIds }) =>
  rewriteProductMemberPrices(tx, productIds),
);
