import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppRouter } from '@buildright/api';
import { formatDateTime, toast, toastFailure } from '@buildright/browser';
import { StackedTable, type TableColumn } from '@buildright/ui';
import type { inferRouterOutputs } from '@trpc/server';
import { QueryContent } from '../common/QueryContent.tsx';
import { StackedText } from '../common/StackedCell.tsx';
import { PAGE_SIZE, TablePager } from '../common/TablePager.tsx';
import { usePageParam } from '../lib/queryParams.ts';
import { trpc } from '../lib/trpc.ts';

type JobsView = inferRouterOutputs<AppRouter>['jobs']['list'];
type Job = JobsView['jobs'][number];
type LastRun = NonNullable<Job['lastRun']>;
type Failure = JobsView['failures']['items'][number];

const outcomes: Record<LastRun['outcome'], { label: string; color: string }> = {
  succeeded: { label: 'Succeeded', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  retrying: { label: 'Retrying', color: 'yellow' },
  running: { label: 'Running', color: 'blue' },
};

/** The jobs move by themselves: the view looks again this often. */
const REFRESH_MS = 15_000;

function LastRunCell({ run }: { run: LastRun | null }) {
  if (!run) {
    return (
      <Text size="sm" c="dimmed">
        Not run yet
      </Text>
    );
  }
  const outcome = outcomes[run.outcome];
  const tries = run.attempt > 1 ? ` (try ${run.attempt})` : '';
  // Lines of their own, aligned as the cell is: left in the table, right on a phone's card.
  return (
    <div>
      <Badge color={outcome.color} variant="light">
        {outcome.label}
      </Badge>
      <Text size="sm" mt={4}>
        {formatDateTime(run.startedAt)}
        {tries}
      </Text>
      {run.summary && (
        <Text size="xs" c="dimmed">
          {run.summary}
        </Text>
      )}
      {run.error && (
        <Text size="xs" c={run.outcome === 'succeeded' ? 'dimmed' : 'red'} lineClamp={3}>
          {run.outcome === 'succeeded' ? `After a failure: ${run.error}` : run.error}
        </Text>
      )}
    </div>
  );
}

const jobColumns: TableColumn<Job>[] = [
  {
    label: 'Job',
    primary: true,
    cell: (job) => <StackedText main={job.name} detail={job.description} />,
  },
  {
    label: 'Schedule',
    cell: (job) => <span style={{ whiteSpace: 'nowrap' }}>{job.schedule ?? 'When asked'}</span>,
  },
  { label: 'Last run', cell: (job) => <LastRunCell run={job.lastRun} /> },
  {
    label: 'Next run',
    cell: (job) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {job.nextRunAt ? formatDateTime(job.nextRunAt) : '—'}
      </span>
    ),
  },
  {
    label: 'Failures',
    align: 'right',
    cell: (job) =>
      job.failures > 0 ? (
        <Text size="sm" c="red" fw={600}>
          {job.failures}
        </Text>
      ) : (
        '0'
      ),
  },
];

function FailureState({ failure }: { failure: Failure }) {
  if (failure.state === 'failed') {
    return (
      <Badge color="red" variant="light">
        Failed
      </Badge>
    );
  }
  return (
    <div>
      <Badge color="yellow" variant="light">
        Retrying
      </Badge>
      {failure.retryAt && (
        <Text size="xs" mt={4}>
          Next try {formatDateTime(failure.retryAt)}
        </Text>
      )}
    </div>
  );
}

/** The failed runs kept, the latest first, with Retry for one that failed for good. */
function Failures(props: {
  failures: JobsView['failures'];
  page: number;
  setPage: (page: number) => void;
  busy: boolean;
}) {
  const queryClient = useQueryClient();
  const retry = useMutation(
    trpc.jobs.retry.mutationOptions({
      onSuccess: (run) =>
        toast({ title: 'Run queued again', description: `${run.name} runs again shortly.` }),
      onError: (error) => toastFailure('Could not retry the run', error),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.jobs.pathKey() }),
    }),
  );
  const columns: TableColumn<Failure>[] = [
    {
      label: 'Job',
      primary: true,
      cell: (failure) => (
        <StackedText main={failure.name} detail={formatDateTime(failure.failedAt)} />
      ),
    },
    { label: 'Tries', align: 'right', cell: (failure) => failure.attempts },
    {
      label: 'Error',
      cell: (failure) => (
        <Text size="sm" maw={420} style={{ overflowWrap: 'anywhere' }}>
          {failure.error}
        </Text>
      ),
    },
    { label: 'State', cell: (failure) => <FailureState failure={failure} /> },
    {
      label: 'Actions',
      cell: (failure) =>
        failure.state === 'failed' ? (
          <Button
            size="xs"
            variant="light"
            aria-label={`Retry ${failure.name} from ${formatDateTime(failure.failedAt)}`}
            loading={retry.isPending && retry.variables.id === failure.id}
            onClick={() => retry.mutate({ name: failure.name, id: failure.id })}
          >
            Retry
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Failures">
      <Title order={3} fz="md" mb="sm">
        Failures
      </Title>
      <StackedTable
        label="Failures"
        columns={columns}
        rows={props.failures.items}
        rowKey={(failure) => failure.id}
        minWidth={820}
        busy={props.busy}
        empty="No run has failed in the last three days."
        tableProps={{ striped: true, highlightOnHover: true }}
      />
      <TablePager page={props.page} total={props.failures.total} onChange={props.setPage} />
    </Paper>
  );
}

/**
 * The work the shop does in the background (releasing card holds, expiring quotes, sending
 * mail, ...): each job's schedule, last run and outcome, next run, and the runs that failed.
 */
export function JobsTab() {
  const [page, setPage] = usePageParam();
  const view = useQuery({
    ...trpc.jobs.list.queryOptions({ page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  return (
    <Stack>
      <div>
        <Title order={2} size="h3">
          Jobs
        </Title>
        <Text c="dimmed" size="sm">
          The work the shop does by itself: when each job last ran and what came of it, and when it
          runs next. A run that fails is tried again; one that still fails can be retried here.
        </Text>
      </div>
      <QueryContent query={view} loading="Loading jobs...">
        {(data) => (
          <>
            <StackedTable
              label="Jobs"
              columns={jobColumns}
              rows={data.jobs}
              rowKey={(job) => job.name}
              minWidth={900}
              tableProps={{ striped: true, highlightOnHover: true }}
            />
            <Failures
              failures={data.failures}
              page={page}
              setPage={setPage}
              busy={view.isPlaceholderData}
            />
          </>
        )}
      </QueryContent>
    </Stack>
  );
}
