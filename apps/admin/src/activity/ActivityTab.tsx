import { Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isoDay, type AuditEntityType } from '@buildright/api/shared';
import { formatDateTime } from '@buildright/browser';
import { DataTable } from '../common/DataTable.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { PAGE_SIZE, TablePager } from '../common/TablePager.tsx';
import { EmptyRow, LoadingText } from '../common/TableStates.tsx';
import { trpc } from '../lib/trpc.ts';
import { usePageParam, useTextParam } from '../lib/queryParams.ts';
import { ActivityFilters, type ActivityFilter } from './ActivityFilters.tsx';
import { ChangeList } from './ChangeList.tsx';
import { actionLabels, entityTypeLabels } from './describe.ts';
import { RecordLink } from './RecordLink.tsx';
import { useCategoryNames } from './useCategoryNames.ts';

const columns = ['When', 'Who', 'What', 'Record', 'Changes'];

const isKind = (kind: string | null): kind is AuditEntityType =>
  kind !== null && kind in entityTypeLabels;
const dayOrUndefined = (day: string | null) => (isoDay.safeParse(day).success ? day! : undefined);

/** The activity log: every staff change and sign-in, newest first, filtered and paged. */
export function ActivityTab() {
  const filter: ActivityFilter = {
    actor: useTextParam('actor'),
    kind: useTextParam('kind'),
    from: useTextParam('from'),
    to: useTextParam('to'),
  };
  const [page, setPage] = usePageParam();

  const actorId = Number(filter.actor);
  const log = useQuery({
    ...trpc.activity.list.queryOptions({
      actorId: Number.isInteger(actorId) && actorId > 0 ? actorId : undefined,
      entityType: isKind(filter.kind) ? filter.kind : undefined,
      from: dayOrUndefined(filter.from),
      to: dayOrUndefined(filter.to),
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const categories = useCategoryNames();

  return (
    <Stack>
      <div>
        <Title order={2} size="h3">
          Activity
        </Title>
        <Text c="dimmed" size="sm">
          Every change staff made and every sign-in, with who, when and what changed.
        </Text>
      </div>
      <ActivityFilters filter={filter} />
      {log.isError ? (
        <QueryError error={log.error} onRetry={() => void log.refetch()} />
      ) : log.isPending ? (
        <LoadingText>Loading activity…</LoadingText>
      ) : (
        <>
          <DataTable label="Activity" columns={columns} minWidth={860} busy={log.isPlaceholderData}>
            {log.data.items.length === 0 ? (
              <EmptyRow colSpan={columns.length}>Nothing matches these filters.</EmptyRow>
            ) : (
              log.data.items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {entry.actorName}
                    </Text>
                    {entry.ip && (
                      <Text size="xs" c="dimmed">
                        {entry.ip}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{actionLabels[entry.action]}</Table.Td>
                  <Table.Td>
                    <RecordLink entry={entry} />
                  </Table.Td>
                  <Table.Td>
                    <ChangeList entry={entry} categories={categories} />
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </DataTable>
          <TablePager page={page} total={log.data.total} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
