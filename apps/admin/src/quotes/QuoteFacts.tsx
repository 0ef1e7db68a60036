import { Anchor, Group, SimpleGrid, Stack } from '@mantine/core';
import type { StaffQuote } from '@buildright/api';
import { OrderStatusBadge, PaymentBadge } from '@buildright/ui';
import { adminPaths, orderHasInvoice } from '@buildright/api/shared';
import { InAppLink } from '../common/InAppLink.tsx';
import { LabelledValue } from '../common/LabelledValue.tsx';
import { Section } from '../common/Section.tsx';
import { InvoiceLink } from '../orders/InvoiceLink.tsx';

function BuyerSection({ quote }: { quote: StaffQuote }) {
  const { buyer } = quote;
  return (
    <Section title="Buyer">
      <Stack gap="sm">
        <LabelledValue label="Name">{buyer.name}</LabelledValue>
        <LabelledValue label="Email">
          <Anchor
            href={`mailto:${buyer.email}?subject=${encodeURIComponent(`Quote ${quote.number}`)}`}
            size="sm"
          >
            {buyer.email}
          </Anchor>
        </LabelledValue>
        <LabelledValue label="Phone">
          {buyer.phone ? (
            <Anchor href={`tel:${buyer.phone}`} size="sm">
              {buyer.phone}
            </Anchor>
          ) : (
            'Not provided'
          )}
        </LabelledValue>
        <LabelledValue label="Address">
          <span style={{ whiteSpace: 'pre-line' }}>{buyer.address}</span>
        </LabelledValue>
        <LabelledValue label="Account">
          {quote.customerId === null ? 'Guest (no account)' : 'Registered customer'}
        </LabelledValue>
      </Stack>
    </Section>
  );
}

function OrderSection({ quote }: { quote: StaffQuote }) {
  // The order is paid as the buyer accepted the quote; until then it waits on the quote.
  const payment = {
    status: quote.orderStatus,
    paymentMethod: quote.acceptedMethod ?? 'quote',
    paymentStatus: quote.paymentStatus,
  };
  return (
    <Section title="Order">
      <Stack gap="sm">
        <LabelledValue label="Order">
          <InAppLink to={adminPaths.order(quote.orderId)} size="sm">
            Order #{quote.orderId}
          </InAppLink>
        </LabelledValue>
        <LabelledValue label="Status">
          <Group gap="xs">
            <OrderStatusBadge status={quote.orderStatus} />
            <PaymentBadge
              paymentMethod={payment.paymentMethod}
              paymentStatus={payment.paymentStatus}
            />
          </Group>
        </LabelledValue>
        {quote.poNumber && <LabelledValue label="PO number">{quote.poNumber}</LabelledValue>}
        {quote.awaitingCardPayment && (
          <LabelledValue label="Payment">
            Accepted; the buyer has not completed the card payment yet
          </LabelledValue>
        )}
        {orderHasInvoice(payment) && (
          <LabelledValue label="Invoice">
            <InvoiceLink orderId={quote.orderId} />
          </LabelledValue>
        )}
      </Stack>
    </Section>
  );
}

/** Who asked, and the order the quote becomes. */
export function QuoteFacts({ quote }: { quote: StaffQuote }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <BuyerSection quote={quote} />
      <OrderSection quote={quote} />
    </SimpleGrid>
  );
}
