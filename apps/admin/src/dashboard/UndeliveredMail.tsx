import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDateTime, toast, toastFailure } from '@buildright/browser';
import { DataTable } from '../common/DataTable.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { LoadingText } from '../common/TableStates.tsx';
import { trpc } from '../lib/trpc.ts';
import { DashboardCard } from './DashboardCard.tsx';

const columns = ['Recipient', 'Subject', 'State', 'Attempts', 'Last error', 'Next try', 'Actions'];

/** Mail the outbox has not delivered yet: waiting for a retry, or given up on. */
export function UndeliveredMail() {
  const undelivered = useQuery({
    ...trpc.mail.undelivered.queryOptions(),
    refetchInterval: 30_000,
  });
  const retry = useMutation(
    trpc.mail.retry.mutationOptions({
      onSuccess: (entry) =>
        toast({ title: 'E-mail queued again', description: `To ${entry.recipient}` }),
      onError: (error) => toastFailure('Error', error),
    }),
  );

  return (
    <DashboardCard title="Outgoing e-mail" mt="lg">
      {undelivered.isPending ? (
        <LoadingText>Loading e-mail...</LoadingText>
      ) : undelivered.isError ? (
        <QueryError error={undelivered.error} onRetry={() => void undelivered.refetch()} />
      ) : undelivered.data.length === 0 ? (
        <Group gap="xs" c="dimmed">
          <IconMailCheck size={18} aria-hidden />
          <Text size="sm">Every e-mail has been delivered.</Text>
        </Group>
      ) : (
        <DataTable label="Undelivered e-mail" columns={columns} minWidth={900}>
          {undelivered.data.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{entry.recipient}</Table.Td>
              <Table.Td>{entry.subject}</Table.Td>
              <Table.Td>
                <Badge color={entry.status === 'failed' ? 'red' : 'yellow'} variant="light">
                  {entry.status === 'failed' ? 'Failed' : 'Waiting'}
                </Badge>
              </Table.Td>
              <Table.Td>{entry.attempts}</Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" lineClamp={2} title={entry.lastError ?? undefined}>
                  {entry.lastError ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                {entry.status === 'failed' ? '—' : formatDateTime(entry.nextAttemptAt)}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  loading={retry.isPending && retry.variables.id === entry.id}
                  onClick={() => retry.mutate({ id: entry.id })}
                >
                  Retry now
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </DashboardCard>
  );
}
