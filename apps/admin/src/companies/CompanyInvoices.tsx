import type { CompanyAccount, CompanyInvoice } from '@buildright/api/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCalendarDay, formatMoney } from '@buildright/browser';
import {
  adminPaths,
  invoiceStateColors,
  invoiceStateLabels,
  toCents,
} from '@buildright/api/shared';
import { InAppLink } from '../common/InAppLink.tsx';
import { LabelledValue } from '../common/LabelledValue.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { invoiceUrl } from '../orders/invoice.ts';
import { RecordPaymentModal } from './RecordPaymentModal.tsx';
import { RecordPager } from '../common/RecordTableSection.tsx';

/** A company's account with the shop: its balance and invoices, and payments staff record. */
export function CompanyInvoices({ companyId }: { companyId: number }) {
  const [show, setShow] = useState<'open' | 'all'>('open');
  const [page, setPage] = useState(1);
  const invoices = useQuery({
    ...trpc.companies.staff.invoices.queryOptions({ id: companyId, show, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} fz="md">
          Account and invoices
        </Title>
        <SegmentedControl
          size="xs"
          aria-label="Invoices shown"
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
      </Group>
      <QueryContent query={invoices} loading="Loading invoices...">
        {(data) => (
          <Stack gap="sm">
            <AccountFigures account={data.account} />
            {data.invoices.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="company-invoices-empty">
                {show === 'open' ? 'Nothing is owed on this account.' : 'No invoices yet.'}
              </Text>
            ) : (
              <InvoicesTable invoices={data.invoices} />
            )}
            <RecordPager data={data} page={page} onChange={setPage} />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}

function AccountFigures({ account }: { account: CompanyAccount }) {
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="company-account">
        <LabelledValue label="Balance">{formatMoney(account.balance)}</LabelledValue>
        <LabelledValue label="Overdue">{formatMoney(account.overdue)}</LabelledValue>
        <LabelledValue label="Credit limit">{formatMoney(account.creditLimit)}</LabelledValue>
        <LabelledValue label="Available">{formatMoney(account.available)}</LabelledValue>
        {toCents(account.credit) > 0 && (
          <LabelledValue label="Credit from refunds">{formatMoney(account.credit)}</LabelledValue>
        )}
      </SimpleGrid>
      {account.hold && (
        <Alert color="red" variant="light" p="xs">
          {account.hold}
        </Alert>
      )}
    </Stack>
  );
}

function InvoicesTable({ invoices }: { invoices: CompanyInvoice[] }) {
  const can = useCan();
  const [paying, setPaying] = useState<CompanyInvoice | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label="Invoices" data-testid="company-invoices" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Order</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
              <Table.Th>State</Table.Th>
              {can('credit.manage') && <Table.Th aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => (
              <Table.Tr key={invoice.id} data-testid="company-invoice">
                <Table.Td>
                  <Anchor
                    href={invoiceUrl(invoice.orderId)}
                    target="_blank"
                    rel="noopener"
                    size="sm"
                  >
                    {invoice.number}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatCalendarDay(invoice.issuedOn)} · {invoice.orderedBy}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <InAppLink to={adminPaths.order(invoice.orderId)} size="sm">
                    #{invoice.orderId}
                  </InAppLink>
                </Table.Td>
                <Table.Td>{invoice.dueOn ? formatCalendarDay(invoice.dueOn) : '—'}</Table.Td>
                <Table.Td ta="right">{formatMoney(invoice.amount)}</Table.Td>
                <Table.Td ta="right">{formatMoney(invoice.balance)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={invoiceStateColors[invoice.state]}>
                    {invoiceStateLabels[invoice.state]}
                  </Badge>
                </Table.Td>
                {can('credit.manage') && (
                  <Table.Td>
                    {invoice.state !== 'paid' && (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setPaying(invoice)}
                        aria-label={`Record payment for ${invoice.number}`}
                      >
                        Record payment
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paying && <RecordPaymentModal invoice={paying} onClose={() => setPaying(null)} />}
    </>
  );
}
