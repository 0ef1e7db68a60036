import {
  EmailLayout,
  OrderLink,
  Paragraph,
  defineTemplate,
  type EmailOrder,
} from '../mail/index.ts';
import { formatMoney } from '../shared/money.ts';
import type { RefundMethod } from './shared/refunds.ts';

/** A refund succeeded: the buyer hears how much comes back, and where to. */
export const paymentRefunded = defineTemplate<{
  order: EmailOrder;
  amount: string;
  method: RefundMethod;
  /** All that was captured has been given back. */
  inFull: boolean;
}>({
  subject: ({ order, amount }) => `Refund of ${formatMoney(amount)} for your order #${order.id}`,
  render: ({ order, amount, method, inFull }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`We refunded ${formatMoney(amount)}`}
      heading={inFull ? 'Your order is refunded' : 'Part of your order is refunded'}
    >
      <Paragraph>
        Hello {order.customerName}, we refunded {formatMoney(amount)} for order #{order.id}
        {inFull ? ', all that was paid for it' : ''}.
      </Paragraph>
      <Paragraph>
        {method === 'card'
          ? 'The money goes back to the card you paid with; your bank usually shows it within 5 to 10 business days.'
          : "A credit note lowers what the order's invoice asks for; anything beyond what it still owed is your company's credit, which your next invoice takes off."}
      </Paragraph>
      <OrderLink order={order} shop={shop} />
    </EmailLayout>
  ),
});
