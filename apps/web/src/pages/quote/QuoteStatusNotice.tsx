import type { BuyerQuote } from '@buildright/api';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconCreditCard,
  IconFileDownload,
  IconHourglass,
  IconInfoCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { OutlineLinkButton } from '../../components/OutlineLinkButton.tsx';
import { invoiceUrl } from '../../lib/document-links.ts';
import { quotePaymentPath } from './quote-paths.ts';

function ContactLink() {
  return (
    <Anchor component={Link} to="/contact" inherit>
      Contact us
    </Anchor>
  );
}

function InvoiceLink({ quote, token }: { quote: BuyerQuote; token: string }) {
  return (
    <OutlineLinkButton
      href={invoiceUrl(quote.orderId, token)}
      newTab
      icon={IconFileDownload}
      size="sm"
    >
      Download invoice
    </OutlineLinkButton>
  );
}

function orderedText(quote: BuyerQuote): string {
  switch (quote.acceptedMethod) {
    case 'po':
      return `Accepted with purchase order ${quote.poNumber ?? ''}. We will invoice you and be in touch about delivery.`;
    case 'account':
      return "Accepted on your company's account: the invoice is billed to your company on its terms. We will be in touch about delivery.";
    default:
      return 'Paid by card. Thank you! We will be in touch about delivery.';
  }
}

/** Where the quote stands and what happens next, said once at the top of the page. */
export function QuoteStatusNotice({ quote, token }: { quote: BuyerQuote; token: string }) {
  const common = { variant: 'light', mb: 'lg', 'data-testid': 'quote-notice' } as const;
  switch (quote.status) {
    case 'requested':
      return (
        <Alert
          {...common}
          color="blue"
          icon={<IconHourglass aria-hidden />}
          title="We are preparing your quote"
        >
          Our sales team is pricing the items you asked for. We will e-mail you as soon as your
          quote is ready.
        </Alert>
      );
    case 'changes_requested':
      return (
        <Alert
          {...common}
          color="orange"
          icon={<IconHourglass aria-hidden />}
          title="You asked for changes"
        >
          Our sales team is preparing a new revision. We will e-mail you as soon as it is ready.
        </Alert>
      );
    case 'accepted':
      if (!quote.awaitingCardPayment) return null;
      return (
        <Alert
          {...common}
          color="yellow"
          icon={<IconCreditCard aria-hidden />}
          title="Payment needed"
        >
          <Text size="sm" mb="sm">
            You accepted revision {quote.current?.number} to pay by card. Your order #
            {quote.orderId} is confirmed once the payment goes through.
          </Text>
          {quote.current && (
            <Button component={Link} to={quotePaymentPath(token, quote.current.number)} size="sm">
              Complete payment
            </Button>
          )}
        </Alert>
      );
    case 'ordered':
      if (quote.approval?.state === 'waiting') {
        return (
          <Alert
            {...common}
            color="orange"
            icon={<IconHourglass aria-hidden />}
            title={`Order #${quote.orderId} awaits your company's approval`}
          >
            {quote.approval.reason}. Your company's approvers have been e-mailed; once one approves
            it, we send the invoice.
          </Alert>
        );
      }
      if (quote.approval?.state === 'rejected') {
        return (
          <Alert
            {...common}
            color="gray"
            icon={<IconInfoCircle aria-hidden />}
            title={`Order #${quote.orderId} was not approved`}
          >
            Your company did not approve this order in time, so it was cancelled. <ContactLink />{' '}
            for a new quote.
          </Alert>
        );
      }
      return (
        <Alert
          {...common}
          color="green"
          icon={<IconCircleCheck aria-hidden />}
          title={`Order #${quote.orderId} confirmed`}
        >
          <Text size="sm" mb="sm">
            {orderedText(quote)}
          </Text>
          <Group>
            <InvoiceLink quote={quote} token={token} />
          </Group>
        </Alert>
      );
    case 'declined':
      return (
        <Alert
          {...common}
          color="gray"
          icon={<IconInfoCircle aria-hidden />}
          title="You declined this quote"
        >
          Changed your mind? <ContactLink /> for a new quote.
        </Alert>
      );
    case 'expired':
      return (
        <Alert
          {...common}
          color="gray"
          icon={<IconInfoCircle aria-hidden />}
          title="This quote has expired"
        >
          Its prices and the equipment set aside for you are no longer held. <ContactLink /> for a
          new quote.
        </Alert>
      );
    case 'withdrawn':
      return (
        <Alert
          {...common}
          color="gray"
          icon={<IconInfoCircle aria-hidden />}
          title="This quote was withdrawn"
        >
          Our sales team withdrew this quote. <ContactLink /> for a new one.
        </Alert>
      );
    default:
      return null;
  }
}
