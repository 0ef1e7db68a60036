import { QuoteStatusBadge } from '@buildright/ui';
import { Anchor, Group, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, formatCalendarDay, formatDate, formatMoney } from '@buildright/browser';
import { PlainList } from '../../../components/PlainList.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { LoadFailure, LoadingNotice } from '../../LoadStates.tsx';
import { PagedSection } from './PagedSection.tsx';

const rowStyle = { borderBottom: '1px solid var(--mantine-color-gray-3)' };

/**
 * Every member's quotes for the company, newest first, for its admins and approvers. A quote's
 * page opens by its buyer's secret link, so the rows link nowhere; the reader's own quotes open
 * from the Quotes tab.
 */
export function CompanyQuotesSection() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const quotes = useQuery({
    ...trpc.companies.member.quotes.queryOptions({ page }),
    placeholderData: keepPreviousData,
  });
  const data = quotes.data;
  return (
    <PagedSection
      id="company-quotes"
      title="The company's quotes"
      page={page}
      pageCount={data ? Math.ceil(data.total / data.pageSize) : 1}
      onPage={setPage}
    >
      {quotes.isPending ? (
        <LoadingNotice what="the company's quotes" />
      ) : quotes.isError ? (
        <LoadFailure what="the company's quotes" message={errorMessage(quotes.error)} />
      ) : data!.quotes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No quotes yet: the quotes your members ask for show here.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            A quote opens for the member who asked; yours are under{' '}
            <Anchor component={Link} to="/account?tab=quotes" inherit>
              Quotes
            </Anchor>
            .
          </Text>
          <PlainList gap={0}>
            {data!.quotes.map((quote) => (
              <Group
                key={quote.id}
                component="li"
                justify="space-between"
                gap="xs"
                py="sm"
                style={rowStyle}
                data-testid="company-quote"
              >
                <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Text fw={600} size="sm">
                    {quote.number} · {quote.total ? formatMoney(quote.total) : 'Not priced yet'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(quote.askedAt)} · {quote.askedBy}
                    {quote.validUntil
                      ? ` · Valid until ${formatCalendarDay(quote.validUntil)}`
                      : ''}
                  </Text>
                </div>
                <QuoteStatusBadge status={quote.status} />
              </Group>
            ))}
          </PlainList>
        </>
      )}
    </PagedSection>
  );
}
