import { adminPaths } from '@buildright/api/shared';
import { QuoteStatusBadge } from '@buildright/ui';
import { Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCalendarDay, formatDate, formatMoney } from '@buildright/browser';
import { InAppLink } from '../common/InAppLink.tsx';
import { trpc } from '../lib/trpc.ts';
import { RecordTableSection } from '../common/RecordTableSection.tsx';

/** Every member's quotes for the company, newest first, a page at a time. */
export function CompanyQuotes({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const quotes = useQuery({
    ...trpc.companies.staff.quotes.queryOptions({ id: companyId, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <RecordTableSection
      title="Quotes"
      noun="quotes"
      label="Company quotes"
      empty="No quotes for the company yet."
      testId="company-quotes"
      query={quotes}
      rowsOf={(data) => data.quotes}
      page={page}
      onPage={setPage}
      head={
        <>
          <Table.Th>Quote</Table.Th>
          <Table.Th>Asked by</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th>Valid until</Table.Th>
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
          <Table.Td>{quote.askedBy}</Table.Td>
          <Table.Td ta="right">{quote.total ? formatMoney(quote.total) : '–'}</Table.Td>
          <Table.Td>{quote.validUntil ? formatCalendarDay(quote.validUntil) : '–'}</Table.Td>
          <Table.Td>
            <QuoteStatusBadge status={quote.status} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
