import { adminPaths } from '@buildright/api/shared';
import { QuoteStatusBadge } from '@buildright/ui';
import { Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatMoney } from '@buildright/browser';
import { InAppLink } from '../common/InAppLink.tsx';
import { RecordTableSection } from '../common/RecordTableSection.tsx';
import { trpc } from '../lib/trpc.ts';

/** The quotes the customer asked for, newest first, each opening in the Quotes tab. */
export function CustomerQuotes({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  const quotes = useQuery({
    ...trpc.customers.staff.quotes.queryOptions({ id: customerId, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <RecordTableSection
      title="Quotes"
      noun="quotes"
      label="Customer quotes"
      empty="No quotes yet."
      testId="customer-quotes"
      query={quotes}
      rowsOf={(data) => data.quotes}
      page={page}
      onPage={setPage}
      head={
        <>
          <Table.Th>Quote</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th>Status</Table.Th>
        </>
      }
      row={(quote) => (
        <Table.Tr key={quote.id}>
          <Table.Td>
            <InAppLink to={adminPaths.quote(quote.id)} size="sm">
              {quote.number}
            </InAppLink>
            <Text size="xs" c="dimmed">
              {formatDate(quote.askedAt)}
            </Text>
          </Table.Td>
          <Table.Td ta="right">{formatMoney(quote.total)}</Table.Td>
          <Table.Td>
            <QuoteStatusBadge status={quote.status} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
