import { documentShop, renderReturnSlipPdf, type ReturnSlipDocument } from '../documents/index.ts';
import {
  EmailLayout,
  OrderLink,
  Paragraph,
  defineTemplate,
  type EmailOrder,
} from '../mail/index.ts';
import { formatMoney } from '../shared/money.ts';
import type { RefundMethod } from '../refunds/shared/refunds.ts';

/**
 * What every return or warranty e-mail names: the return's number and its order, for the
 * buyer's link.
 */
export interface ReturnMail {
  number: string;
  order: EmailOrder;
}

export const unitsText = (lines: readonly { name: string; quantity: number }[]) =>
  lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');

/** The buyer asked to return lines: the number to quote, and what happens next. */
export const returnRequested = defineTemplate<
  ReturnMail & { lines: { name: string; quantity: number }[]; reason: string }
>({
  subject: ({ number, order }) => `Return ${number} requested for your order #${order.id}`,
  render: ({ number, order, lines, reason }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`We received your return request ${number}`}
      heading="Return requested"
    >
      <Paragraph>
        Hello {order.customerName}, we received your request to return {unitsText(lines)} from order
        #{order.id} ({reason}). Its number is {number}.
      </Paragraph>
      <Paragraph>
        We will answer within two business days. Once we approve it you will receive a return slip
        to pack with the items and the address to send them to; please do not send anything before.
      </Paragraph>
      <OrderLink order={order} shop={shop} />
    </EmailLayout>
  ),
});

/** Staff approved the return: the slip to pack, and where to send the parcel. */
export const returnApproved = defineTemplate<ReturnMail & { slip: ReturnSlipDocument }>({
  subject: ({ number }) => `Return ${number} approved: your return slip`,
  render: ({ number, order, slip }, shop) => (
    <EmailLayout shop={shop} preview={`Return ${number} is approved`} heading="Return approved">
      <Paragraph>
        Hello {order.customerName}, we approved return {number} of {unitsText(slip.lines)} from
        order #{order.id}.
      </Paragraph>
      <Paragraph>
        Print the attached return slip, pack it with the items, write {number} on the parcel and
        send it to: {shop.name}, Returns {number},{' '}
        {slip.returnAddress ?? documentShop(shop).address}. We refund you once the items arrive and
        are checked.
      </Paragraph>
      <OrderLink order={order} shop={shop} />
    </EmailLayout>
  ),
  attachments: async ({ number, slip }, shop) => [
    {
      filename: `${number}-return-slip.pdf`,
      contentType: 'application/pdf',
      content: await renderReturnSlipPdf(slip, documentShop(shop)),
    },
  ],
});

/** Staff refused the return, and why. */
export const returnRejected = defineTemplate<ReturnMail & { reason: string }>({
  subject: ({ number }) => `Return ${number} was not approved`,
  render: ({ number, order, reason }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`Return ${number} was not approved`}
      heading="Return not approved"
    >
      <Paragraph>
        Hello {order.customerName}, we could not approve return {number} for order #{order.id}.
      </Paragraph>
      <Paragraph>Our reason: {reason}</Paragraph>
      <Paragraph>Reply to this e-mail if you have questions; we are glad to help.</Paragraph>
      <OrderLink order={order} shop={shop} />
    </EmailLayout>
  ),
});

/** The return's refund succeeded: how much comes back, and where to. */
export const returnRefunded = defineTemplate<ReturnMail & { amount: string; method: RefundMethod }>(
  {
    subject: ({ number, amount }) => `Refund of ${formatMoney(amount)} for return ${number}`,
    render: ({ number, order, amount, method }, shop) => (
      <EmailLayout
        shop={shop}
        preview={`We refunded ${formatMoney(amount)}`}
        heading="Your return is refunded"
      >
        <Paragraph>
          Hello {order.customerName}, the items of return {number} arrived and we refunded{' '}
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
  },
);
