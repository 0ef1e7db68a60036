import {
  EmailLayout,
  OrderLink,
  Paragraph,
  defineTemplate,
  type EmailOrder,
} from '../mail/index.ts';
import type { RefundMethod } from '../refunds/shared/refunds.ts';
import { formatMoney } from '../shared/money.ts';
import { unitsText, type ReturnMail as ClaimMail } from './emails.tsx';

/** The buyer claimed the warranty: the number to quote, and what happens next. */
export const warrantyClaimed = defineTemplate<
  ClaimMail & { lines: { name: string; quantity: number }[]; description: string }
>({
  subject: ({ number, order }) => `Warranty claim ${number} for your order #${order.id}`,
  render: ({ number, order, lines, description }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`We received your warranty claim ${number}`}
      heading="Warranty claim received"
    >
      <Paragraph>
        Hello {order.customerName}, we received your warranty claim for {unitsText(lines)} from
        order #{order.id}. Its number is {number}.
      </Paragraph>
      <Paragraph>What you told us: {description}</Paragraph>
      <Paragraph>
        We will answer within two business days with a replacement or a refund, or tell you why the
        warranty does not cover it.
      </Paragraph>
      <OrderLink order={order} shop={shop} />
    </EmailLayout>
  ),
});

/** Staff replaced the claimed lines with a new order at 0.00. */
export const warrantyReplaced = defineTemplate<
  ClaimMail & { lines: { name: string; quantity: number }[]; replacement: EmailOrder }
>({
  subject: ({ number, replacement }) =>
    `Warranty claim ${number}: replacement order #${replacement.id}`,
  render: ({ number, order, lines, replacement }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`We are sending a replacement for claim ${number}`}
      heading="A replacement is on its way"
    >
      <Paragraph>
        Hello {order.customerName}, we accepted warranty claim {number} for order #{order.id} and
        placed replacement order #{replacement.id} for {unitsText(lines)}, at no charge.
      </Paragraph>
      <Paragraph>You will hear from us again when it ships.</Paragraph>
      <OrderLink order={replacement} shop={shop} />
    </EmailLayout>
  ),
});

/** Staff rejected the claim, and why. */
export const warrantyRejected = defineTemplate<ClaimMail & { reason: string }>({
  subject: ({ number }) => `Warranty claim ${number} was not accepted`,
  render: ({ number, order, reason }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`Warranty claim ${number} was not accepted`}
      heading="Warranty claim not accepted"
    >
      <Paragraph>
        Hello {order.customerName}, we could not accept warranty claim {number} for order #
        {order.id}.
      </Paragraph>
      <Paragraph>Our reason: {reason}</Paragraph>
      <Paragraph>Reply to this e-mail if you have questions; we are glad to help.</Paragraph>
      <OrderLink order={order} shop={shop} />
    </EmailLayout>
  ),
});

/** The claim's refund succeeded: how much comes back, and where to. */
export const warrantyRefunded = defineTemplate<
  ClaimMail & { amount: string; method: RefundMethod }
>({
  subject: ({ number, amount }) => `Refund of ${formatMoney(amount)} for warranty claim ${number}`,
  render: ({ number, order, amount, method }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`We refunded ${formatMoney(amount)}`}
      heading="Your warranty claim is refunded"
    >
      <Paragraph>
        Hello {order.customerName}, we accepted warranty claim {number} and refunded{' '}
        {formatMoney(amount)} for order #{order.id}.
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
