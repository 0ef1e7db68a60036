import { adminPaths } from '@buildright/api/shared';
import { QuoteStatusBadge } from '@buildright/ui';
import { Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCalendarDay, formatDate, formatMoney } from '@buildright/browser';
import { InAppLink } from '../common/InAppLink.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { trpc } from '../lib/trpc.ts';

/** Every member's quotes for the company, newest first, a page at a time. */
export function CompanyQuotes({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const quotes = useQuery({
    ...trpc.companies.staff.quotes.queryOptions({ id: companyId, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Quotes
      </Title>
      <QueryContent query={quotes} loading="Loading quotes...">
        {(data) =>
          data.quotes.length === 0 ? (
            <Text size="sm" c="dimmed">
              No quotes for the company yet.
            </Text>
          ) : (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={640}>
                <Table
                  aria-label="Company quotes"
                  data-testid="company-quotes"
                  verticalSpacing="xs"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Quote</Table.Th>
                      <Table.Th>Asked by</Table.Th>
                      <Table.Th ta="right">Total</Table.Th>
                      <Table.Th>Valid until</Table.Th>
                      <Table.Th>Status</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.quotes.map((quote) => (
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
                        <Table.Td ta="right">
                          {quote.total ? formatMoney(quote.total) : '–'}
                        </Table.Td>
                        <Table.Td>
                          {quote.validUntil ? formatCalendarDay(quote.validUntil) : '–'}
                        </Table.Td>
                        <Table.Td>
                          <QuoteStatusBadge status={quote.status} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {data.total > data.pageSize && (
                <Pagination
                  size="sm"
                  total={Math.ceil(data.total / data.pageSize)}
                  value={page}
                  onChange={setPage}
                />
              )}
            </Stack>
          )
        }
      </QueryContent>
    </Stack>
  );
}
