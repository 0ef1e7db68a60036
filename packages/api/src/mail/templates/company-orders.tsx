import { formatCalendarDay } from '../../shared/calendar-day.ts';
import { formatMoney } from '../../shared/money.ts';
import { EmailLayout } from '../layout.tsx';
import { ActionButton, Details, LinesTable, Paragraph } from '../parts.tsx';
import { defineTemplate } from '../template.ts';
import { chargesOf, OrderForStaff, OrderLink, type EmailOrder } from './orders.tsx';

interface AccountOrder {
  order: EmailOrder;
  companyName: string;
  /** "Net 30" */
  terms: string;
  /** ISO day its invoice falls due. */
  dueOn: string | null;
  /** The approver who let it go ahead; null when it was within the buyer's limits. */
  approvedBy: string | null;
}

/** The buyer's confirmation of an order charged to their company's account. */
export const orderOnAccount = defineTemplate<AccountOrder>({
  subject: ({ order, approvedBy }) =>
    approvedBy
      ? `Your order #${order.id} was approved`
      : `Order #${order.id} placed on your company's account`,
  render: ({ order, companyName, terms, dueOn, approvedBy }, shop) => {
    const rows: [string, string][] = [
      ['Company', companyName],
      ['Terms', terms],
    ];
    if (dueOn) rows.push(['Invoice due', formatCalendarDay(dueOn, 'long')]);
    return (
      <EmailLayout
        shop={shop}
        preview={`${formatMoney(order.total)} on ${companyName}'s account`}
        heading={approvedBy ? `Order #${order.id} is approved` : `Order #${order.id} is placed`}
      >
        <Paragraph>Hello {order.customerName},</Paragraph>
        <Paragraph>
          {approvedBy ? `${approvedBy} approved your order. ` : ''}
          {order.paymentMethod === 'po'
            ? `We are preparing it, payable on invoice against your purchase order; the invoice goes with it.`
            : `We charged ${formatMoney(order.total)} to ${companyName}'s account and are preparing the order; the invoice goes with it.`}
        </Paragraph>
        <Details rows={rows} />
        <LinesTable lines={order.lines} charges={chargesOf(order)} />
        <OrderLink order={order} shop={shop} />
      </EmailLayout>
    );
  },
});

/**
 * The sales team's notice of an order placed (or approved) on a company's account, or of a
 * purchase order the company approved.
 */
export const orderOnAccountShop = defineTemplate<{ order: EmailOrder; companyName: string }>({
  subject: ({ order }) =>
    order.paymentMethod === 'po'
      ? `Order #${order.id} approved on a purchase order`
      : `Order #${order.id} on a company account`,
  render: ({ order, companyName }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`${order.paymentMethod === 'po' ? 'Purchase order' : 'On account'}: ${formatMoney(order.total)}`}
      heading={
        order.paymentMethod === 'po'
          ? `Order #${order.id} is approved by ${companyName}`
          : `Order #${order.id} is on ${companyName}'s account`
      }
    >
      <Paragraph>
        {order.paymentMethod === 'po'
          ? `${companyName} approved its purchase order: ${formatMoney(order.total)}, invoiced.`
          : `Charged to ${companyName}'s account: ${formatMoney(order.total)}, invoiced on its terms.`}
      </Paragraph>
      <OrderForStaff order={order} shop={shop} />
    </EmailLayout>
  ),
});

/** A company's approvers are asked to decide an order past a buyer's limit. */
export const approvalRequested = defineTemplate<{
  order: EmailOrder;
  companyName: string;
  reason: string;
  /** ISO timestamp until which the units are held. */
  holdUntil: string;
}>({
  subject: ({ order }) => `Order #${order.id} needs your approval`,
  render: ({ order, companyName, reason, holdUntil }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`${reason}: ${formatMoney(order.total)}`}
      heading={`Approve order #${order.id}?`}
    >
      <Paragraph>
        {order.customerName} ordered {formatMoney(order.total)}{' '}
        {{
          card: `for ${companyName}, to pay by card once approved`,
          po: `for ${companyName} on a purchase order`,
        }[order.paymentMethod as 'card' | 'po'] ?? `on ${companyName}'s account`}
        . It needs an approver: {reason.charAt(0).toLowerCase() + reason.slice(1)}.
      </Paragraph>
      <Paragraph>
        We hold the products until {formatCalendarDay(holdUntil, 'long')}; after that the order is
        cancelled.
      </Paragraph>
      <LinesTable lines={order.lines} charges={chargesOf(order)} />
      <ActionButton href={`${shop.url}/account?tab=company`}>Approve or reject</ActionButton>
    </EmailLayout>
  ),
});

/** The buyer of an approved card order is asked to pay it, by the day its products are held to. */
export const approvedForCard = defineTemplate<{
  order: EmailOrder;
  companyName: string;
  approvedBy: string;
  /** ISO timestamp until which it may be paid; it is cancelled after that. */
  payBy: string;
}>({
  subject: ({ order }) => `Your order #${order.id} was approved: pay by card`,
  render: ({ order, companyName, approvedBy, payBy }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`Pay ${formatMoney(order.total)} by ${formatCalendarDay(payBy, 'long')}`}
      heading={`Order #${order.id} is approved`}
    >
      <Paragraph>Hello {order.customerName},</Paragraph>
      <Paragraph>
        {approvedBy} approved your order for {companyName}. Pay {formatMoney(order.total)} by card
        by {formatCalendarDay(payBy, 'long')} and we prepare it; we hold the products until then,
        and cancel the order if it is not paid.
      </Paragraph>
      <LinesTable lines={order.lines} charges={chargesOf(order)} />
      <ActionButton href={`${shop.url}/account/orders/${order.id}/pay`}>Pay by card</ActionButton>
    </EmailLayout>
  ),
});

/** The buyer hears that their order was turned down, or that no one decided in time. */
export const approvalRejected = defineTemplate<{
  order: EmailOrder;
  companyName: string;
  /** The approver who rejected it; null when the hold ran out. */
  rejectedBy: string | null;
  note: string | null;
}>({
  subject: ({ order }) => `Your order #${order.id} was not approved`,
  render: ({ order, companyName, rejectedBy, note }, shop) => (
    <EmailLayout
      shop={shop}
      preview={rejectedBy ? `${rejectedBy} rejected it` : 'No one approved it in time'}
      heading={`Order #${order.id} was not approved`}
    >
      <Paragraph>Hello {order.customerName},</Paragraph>
      <Paragraph>
        {rejectedBy
          ? `${rejectedBy} rejected your order for ${companyName}, so we cancelled it and put the products back on sale.`
          : `No approver at ${companyName} decided on your order in time, so we cancelled it and put the products back on sale.`}
      </Paragraph>
      {note && <Details rows={[['Note', note]]} />}
      <LinesTable lines={order.lines} charges={chargesOf(order)} />
      <OrderLink order={order} shop={shop} />
    </EmailLayout>
  ),
});

/** The company's accounts desk hears that an invoice on account is past its due day. */
export const invoiceOverdue = defineTemplate<{
  companyName: string;
  invoiceNumber: string;
  orderId: number;
  /** What is still owed on it. */
  balance: string;
  /** ISO day it fell due. */
  dueOn: string;
}>({
  subject: ({ invoiceNumber }) => `Invoice ${invoiceNumber} is overdue`,
  render: ({ companyName, invoiceNumber, orderId, balance, dueOn }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`${formatMoney(balance)} was due on ${formatCalendarDay(dueOn, 'long')}`}
      heading={`Invoice ${invoiceNumber} is overdue`}
    >
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        {companyName}&apos;s invoice {invoiceNumber} for order #{orderId} was due on{' '}
        {formatCalendarDay(dueOn, 'long')}, and {formatMoney(balance)} of it is still unpaid. Please
        pay it, quoting {invoiceNumber}; if you paid it already, reply to this e-mail and we will
        match it.
      </Paragraph>
      <Paragraph>
        While an invoice stays overdue past your grace days, new orders on account wait until it is
        paid.
      </Paragraph>
      <ActionButton href={`${shop.url}/account?tab=company`}>See your invoices</ActionButton>
    </EmailLayout>
  ),
});
