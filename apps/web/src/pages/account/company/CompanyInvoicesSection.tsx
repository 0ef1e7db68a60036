import {
  invoiceStateColors,
  invoiceStateLabels,
  type CompanyAccount,
  toCents,
} from '@buildright/api/shared';
import { Alert, Anchor, Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, formatCalendarDay, formatMoney } from '@buildright/browser';
import { PlainList } from '../../../components/PlainList.tsx';
import { companyStatementUrl, invoiceUrl } from '../../../lib/document-links.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { LoadFailure, LoadingNotice } from '../../LoadStates.tsx';
import { Detail } from '../Detail.tsx';
import { PagedSection } from './PagedSection.tsx';

/** The company's invoices on account and its balance, and the statement, for admins and approvers. */
export function CompanyInvoicesSection() {
  const trpc = useTRPC();
  const [show, setShow] = useState<'open' | 'all'>('open');
  const [page, setPage] = useState(1);
  const invoices = useQuery({
    ...trpc.companies.member.invoices.queryOptions({ show, page }),
    placeholderData: keepPreviousData,
  });
  const data = invoices.data;
  return (
    <PagedSection
      id="company-invoices"
      title="Invoices"
      page={page}
      pageCount={data ? Math.ceil(data.total / data.pageSize) : 1}
      onPage={setPage}
      action={
        <Anchor href={companyStatementUrl} target="_blank" rel="noopener" size="sm" fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconFileDownload size={18} aria-hidden />
            Statement (PDF)
          </Group>
        </Anchor>
      }
    >
      {invoices.isPending ? (
        <LoadingNotice what="invoices" />
      ) : invoices.isError ? (
        <LoadFailure what="invoices" message={errorMessage(invoices.error)} />
      ) : (
        <Stack gap="sm">
          <AccountFigures account={data!.account} />
          <SegmentedControl
            aria-label="Invoices shown"
            w="fit-content"
            value={show}
            onChange={(value) => {
              setShow(value as 'open' | 'all');
              setPage(1);
            }}
            data={[
              { value: 'open', label: 'Owed' },
              { value: 'all', label: 'All' },
            ]}
          />
          {data!.invoices.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="company-invoices-empty">
              {show === 'open' ? 'Nothing is owed.' : 'No invoices yet.'}
            </Text>
          ) : (
            <PlainList gap={0}>
              {data!.invoices.map((invoice) => (
                <Group
                  key={invoice.id}
                  component="li"
                  justify="space-between"
                  gap="xs"
                  py="sm"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
                  data-testid="company-invoice"
                >
                  <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                    <Anchor
                      href={invoiceUrl(invoice.orderId)}
                      target="_blank"
                      rel="noopener"
                      fw={600}
                      size="sm"
                    >
                      {invoice.number}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      Order #{invoice.orderId} · {invoice.orderedBy}
                      {invoice.dueOn ? ` · due ${formatCalendarDay(invoice.dueOn)}` : ''}
                    </Text>
                  </div>
                  <Group gap="sm" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {formatMoney(invoice.balance)}
                    </Text>
                    <Badge variant="light" color={invoiceStateColors[invoice.state]}>
                      {invoiceStateLabels[invoice.state]}
                    </Badge>
                  </Group>
                </Group>
              ))}
            </PlainList>
          )}
        </Stack>
      )}
    </PagedSection>
  );
}

function AccountFigures({ account }: { account: CompanyAccount }) {
  return (
    <Stack gap="xs">
      <Group gap="xl" wrap="wrap" data-testid="company-account">
        <Detail label="Balance" value={formatMoney(account.balance)} />
        <Detail label="Overdue" value={formatMoney(account.overdue)} />
        <Detail label="Available credit" value={formatMoney(account.available)} />
        {toCents(account.credit) > 0 && (
          <Detail label="Credit from refunds" value={formatMoney(account.credit)} />
        )}
      </Group>
      {account.hold && (
        <Alert color="red" variant="light" p="xs">
          {account.hold}
        </Alert>
      )}
    </Stack>
  );
}
