import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { EmptyCartIcon } from '../../cart/EmptyCartIcon.tsx';
import { MessagePage } from '../../components/MessagePage.tsx';

/** A checkout's end replaces a long form: without this, it opens where the submit button was. */
export function useOpensAtTop() {
  // In a block: Chromium's scrollTo now answers a promise, which React would take for a cleanup.
  useEffect(() => {
    void window.scrollTo({ top: 0 });
  }, []);
}

export function QuoteRequested({ quoteNumber }: { quoteNumber: string }) {
  useOpensAtTop();
  return (
    <MessagePage
      head={<title>Quote Requested | BuildRight Equipment</title>}
      visual={
        <ThemeIcon size={80} radius="xl" color="green" aria-hidden>
          <IconCircleCheck size={48} />
        </ThemeIcon>
      }
      title="Thank You for Your Quote Request!"
      testId="quote-requested"
    >
      <Text size="lg">
        Your quote request <strong>{quoteNumber}</strong> has been received.
      </Text>
      <Text c="dimmed">
        Our team will be in touch within 24 hours to confirm delivery details and payment.
      </Text>
      <Button component={Link} to="/" size="md" mt="sm">
        Continue Shopping
      </Button>
    </MessagePage>
  );
}

export function EmptyCheckout() {
  return (
    <MessagePage
      head={<title>Checkout | BuildRight Equipment</title>}
      visual={<EmptyCartIcon />}
      title="Your cart is empty"
      testId="checkout-empty"
    >
      {/* The footer's Request a Quote leads here too: say how a quote (or an order) starts. */}
      <Text c="dimmed" maw={480} data-testid="checkout-empty-hint">
        To request a quote or pay by card, add products to your cart first: find them in the
        catalogue, add them to your cart, then come back here.
      </Text>
      <Button component={Link} to="/equipment" size="md">
        Shop Equipment
      </Button>
    </MessagePage>
  );
}
