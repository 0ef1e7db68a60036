import { Anchor, Table, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTRPC } from '../../lib/trpc.ts';
import { EmptyList, LoadFailure, LoadingNotice } from '../LoadStates.tsx';
import { quotePath } from '../quote/quote-paths.ts';
import { QuoteStatusBadge } from '@buildright/ui';
import { errorMessage, formatCalendarDay, formatMoney } from '@buildright/browser';

export function QuoteHistory() {
  return (
    <>
      <Title order={2} fz="xl">
        Quotes
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Quotes you asked for while signed in; each opens the page to answer it
      </Text>
      <QuoteList />
    </>
  );
}

function QuoteList() {
  const trpc = useTRPC();
  const quotes = useQuery(trpc.quotes.mine.queryOptions());

  if (quotes.isPending) return <LoadingNotice what="quotes" py="lg" />;
  if (quotes.isError) return <LoadFailure what="quotes" message={errorMessage(quotes.error)} />;
  if (quotes.data.length === 0) {
    return (
      <EmptyList icon={IconFileText} title="No quotes yet" testId="quotes-empty">
        <Text c="dimmed" size="sm">
          Choose &quot;Request Quote&quot; at checkout and our sales team will price your order.
        </Text>
      </EmptyList>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-label="Your quotes" data-testid="quote-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quote</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Revision</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Valid Until</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotes.data.map((quote) => (
            <Table.Tr key={quote.token} data-testid="quote-row">
              <Table.Td>
                <Anchor component={Link} to={quotePath(quote.token)} fw={600}>
                  {quote.number}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <QuoteStatusBadge status={quote.status} />
              </Table.Td>
              <Table.Td ta="right">{quote.revision ?? '–'}</Table.Td>
              <Table.Td ta="right">{formatMoney(quote.total)}</Table.Td>
              <Table.Td>{quote.validUntil ? formatCalendarDay(quote.validUntil) : '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
