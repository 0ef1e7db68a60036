import type { OrderStatusChange } from '@buildright/api';
import { orderStatusLabel } from '@buildright/api/shared';
import { Card, Text, Timeline, Title } from '@mantine/core';
import { formatDateTime } from '@buildright/browser';

export function StatusHistoryCard({ history }: { history: OrderStatusChange[] }) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="status-history-title">
      <Title order={2} fz="xl" mb="md" id="status-history-title">
        Status History
      </Title>
      <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} color="safety">
        {history.map((change, index) => (
          <Timeline.Item
            key={`${change.status}-${index}`}
            title={orderStatusLabel(change.status)}
            data-testid="status-change"
          >
            <Text size="sm" c="dimmed">
              {formatDateTime(change.changedAt)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
