import { ScrollArea, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@buildright/browser';
import { QueryError } from '../common/QueryError.tsx';
import { LoadingText } from '../common/TableStates.tsx';
import { trpc } from '../lib/trpc.ts';
import { ChangeList } from './ChangeList.tsx';
import { actionLabels } from './describe.ts';
import { useCategoryNames } from './useCategoryNames.ts';

/** Who changed a product or an order, when, and what: the record's part of the activity log. */
export function RecordHistory(props: { kind: 'product' | 'order'; id: number }) {
  const query =
    props.kind === 'product'
      ? trpc.activity.product.queryOptions({ id: props.id })
      : trpc.activity.order.queryOptions({ id: props.id });
  const history = useQuery(query);
  const categories = useCategoryNames();

  return (
    <Stack gap="xs" component="section" aria-label="History">
      <Title order={3} size="h5">
        History
      </Title>
      {history.isPending ? (
        <LoadingText>Loading history…</LoadingText>
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No staff changes yet.
        </Text>
      ) : (
        // A long history scrolls: keyboard users reach it with Tab and scroll it with the arrows.
        <ScrollArea.Autosize
          mah={320}
          type="auto"
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'History entries' }}
        >
          <Timeline bulletSize={12} lineWidth={2}>
            {history.data.map((entry) => (
              <Timeline.Item
                key={entry.id}
                title={`${actionLabels[entry.action]} · ${entry.actorName}`}
              >
                <Text size="xs" c="dimmed" mb={4}>
                  {formatDateTime(entry.at)}
                </Text>
                <ChangeList entry={entry} categories={categories} />
              </Timeline.Item>
            ))}
          </Timeline>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
