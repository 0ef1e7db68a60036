import type { OrderStatusChange } from '@buildright/api';
import { orderStatusLabel } from '@buildright/api/shared';
import { Text, Timeline } from '@mantine/core';
import { formatDateTime } from '@buildright/browser';
import { SectionCard } from '../../../components/SectionCard.tsx';

export function StatusHistoryCard({ history }: { history: OrderStatusChange[] }) {
  return (
    <SectionCard titleId="status-history-title" title="Status History">
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
    </SectionCard>
  );
}
