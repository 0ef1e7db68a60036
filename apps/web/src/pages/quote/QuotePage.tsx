import type { BuyerQuote } from '@buildright/api';
import { quoteToken } from '@buildright/api/shared';
import { Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { EarlierRevisions } from './EarlierRevisions.tsx';
import { MessageForm } from './MessageForm.tsx';
import { MessageThread } from './MessageThread.tsx';
import { QuoteActions } from './QuoteActions.tsx';
import { QuoteFacts } from './QuoteFacts.tsx';
import { QuoteHead } from './QuoteHead.tsx';
import { QuoteLinesTable } from './QuoteLinesTable.tsx';
import { QuoteNotFound } from './QuoteNotFound.tsx';
import { QuoteStatusBadge } from '@buildright/ui';
import { errorMessage } from '@buildright/browser';
import { QuoteLoadFailure, QuoteLoading } from './QuoteLoadStates.tsx';
import { QuoteStatusNotice } from './QuoteStatusNotice.tsx';
import { ReturnedPaymentNotice } from '../payment/ReturnedPaymentNotice.tsx';
import { RevisionDetails } from './RevisionDetails.tsx';
import { useBuyerQuote } from './useBuyerQuote.ts';
import { useReturnedPayment } from '../payment/useReturnedPayment.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

/** /quotes/:token, the e-mailed link: no account needed, the token is the key. */
export function QuotePage() {
  const token = quoteToken.safeParse(useParams().token);
  if (!token.success) return <QuoteNotFound />;
  return <QuoteScreen token={token.data} />;
}

function QuoteScreen({ token }: { token: string }) {
  const quote = useBuyerQuote(token);
  const returnedPayment = useReturnedPayment();

  if (quote.isPending) return <QuoteLoading title="Your Quote" />;
  if (quote.isError) {
    return (
      <QuoteLoadFailure title="Your Quote" error={quote.error}>
        <Stack align="center" ta="center" role="alert">
          <Title order={1}>Your quote could not be loaded</Title>
          <Text c="dimmed">{errorMessage(quote.error)}</Text>
          <Button onClick={() => void quote.refetch()}>Try again</Button>
        </Stack>
      </QuoteLoadFailure>
    );
  }
  return (
    <Container size="lg" py="xl">
      <QuoteHead title={`Quote ${quote.data.number}`} />
      <QuoteTitle quote={quote.data} />
      <ReturnedPaymentNotice payment={returnedPayment} />
      <QuoteStatusNotice quote={quote.data} token={token} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <QuoteBody quote={quote.data} />
            <EarlierRevisions revisions={quote.data.earlier} />
            <MessageThread messages={quote.data.messages}>
              {quote.data.can.message && <MessageForm token={token} />}
            </MessageThread>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <QuoteActions quote={quote.data} token={token} />
            <QuoteFacts quote={quote.data} token={token} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function QuoteTitle({ quote }: { quote: BuyerQuote }) {
  return (
    <Stack gap={4} mb="lg">
      <Group gap="sm">
        <Title order={1}>Quote {quote.number}</Title>
        <QuoteStatusBadge status={quote.status} size="lg" data-testid="quote-status" />
      </Group>
      <Text c="dimmed" data-testid="quote-revision">
        {quote.current ? `Revision ${quote.current.number}` : 'Not priced yet'}
      </Text>
    </Stack>
  );
}

/** The revision on offer; before the first one, what the buyer asked for. */
function QuoteBody({ quote }: { quote: BuyerQuote }) {
  const { current } = quote;
  return (
    <SectionCard
      titleId="quote-body-title"
      title={current ? `Revision ${current.number}` : 'Requested items'}
    >
      {current ? (
        <RevisionDetails revision={current} />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            At catalogue prices on the day you asked; your quote may differ.
          </Text>
          <QuoteLinesTable lines={quote.requestedLines} label="Requested items" />
        </>
      )}
    </SectionCard>
  );
}
