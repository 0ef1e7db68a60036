import type { BuyerQuote } from '@buildright/api';
import { quoteToken } from '@buildright/api/shared';
import { Alert, Anchor, Button, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { errorCode, errorMessage } from '@buildright/browser';
import { PaymentInformation } from '../payment/PaymentInformation.tsx';
import { quotePath } from './quote-paths.ts';
import { QuoteHead } from './QuoteHead.tsx';
import { QuoteNotFound } from './QuoteNotFound.tsx';
import { QuotePaymentSummary } from './QuotePaymentSummary.tsx';
import { useBuyerQuote } from './useBuyerQuote.ts';
import { useQuotePayment } from './useQuotePayment.ts';
import { LoadFailure, LoadingNotice } from '../LoadStates.tsx';

/**
 * /quotes/:token/pay?revision=N: accepts revision N for card payment and takes it with the shop's
 * card form. A paid payment lands back on the quote; the cart is not touched.
 */
export function QuotePaymentPage() {
  const token = quoteToken.safeParse(useParams().token);
  if (!token.success) return <QuoteNotFound />;
  return <QuotePaymentScreen token={token.data} />;
}

function QuotePaymentScreen({ token }: { token: string }) {
  const quote = useBuyerQuote(token);
  const revision = Number(useSearchParams()[0].get('revision')) || undefined;

  if (quote.isPending) {
    return (
      <Container size="lg" py={96}>
        <QuoteHead title="Card Payment" />
        <LoadingNotice what="quote" />
      </Container>
    );
  }
  if (quote.isError) {
    if (errorCode(quote.error) === 'NOT_FOUND') return <QuoteNotFound />;
    return (
      <Container size="sm" py={96}>
        <QuoteHead title="Card Payment" />
        <LoadFailure what="quote" message={errorMessage(quote.error)} centred />
      </Container>
    );
  }
  const { current } = quote.data;
  const payable =
    quote.data.awaitingCardPayment || (quote.data.can.accept && revision !== undefined);
  // Paid, declined, expired... or no revision read yet: the quote page says what stands.
  if (!current || !payable) return <Navigate to={quotePath(token)} replace />;
  return <QuotePayment quote={quote.data} token={token} revision={revision ?? current.number} />;
}

function QuotePayment({
  quote,
  token,
  revision,
}: {
  quote: BuyerQuote;
  token: string;
  revision: number;
}) {
  const payment = useQuotePayment(token, revision);
  // A refusal (a newer revision, an expired quote) is no reason to retry: the quote says why.
  const refused = errorCode(payment.error) === 'CONFLICT';
  const current = quote.current!;

  return (
    <Container size="lg" py="xl">
      <QuoteHead title={`Card Payment for Quote ${quote.number}`} />
      <Anchor
        component={Link}
        to={quotePath(token)}
        fw={600}
        c="dark"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 6 }}
      >
        <IconArrowLeft size={16} aria-hidden /> Back to the quote
      </Anchor>
      <Title order={1} mt="sm" mb="lg">
        Card Payment
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {refused ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle aria-hidden />}
              title="This quote cannot be paid now"
            >
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{errorMessage(payment.error)}</Text>
                <Button
                  component={Link}
                  to={quotePath(token)}
                  size="xs"
                  variant="light"
                  color="red"
                >
                  Back to the quote
                </Button>
              </Stack>
            </Alert>
          ) : (
            <PaymentInformation
              intent={payment.intent}
              error={payment.error}
              onRestart={payment.restart}
              returnPath={quotePath(token)}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <QuotePaymentSummary
            quoteNumber={quote.number}
            revision={current}
            amount={payment.intent?.amount ?? null}
          />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
