import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconFileDollar } from '@tabler/icons-react';
import { InAppLink } from '../common/InAppLink.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { useNeedsActionCount } from '../quotes/useNeedsActionCount.ts';

/** New quote requests and requested changes: the sales team's to-do, one click from the list. */
export function QuotesNeedingAction() {
  const count = useNeedsActionCount();

  if (count.isError) return <QueryError error={count.error} onRetry={() => void count.refetch()} />;
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      mt="lg"
      component="section"
      aria-label="Quotes needing action"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" fw={600} c="dimmed">
            Quotes needing action
          </Text>
          <Text fz={28} fw={800} mt={4} data-testid="stat-value" aria-busy={count.isPending}>
            {count.data ?? '…'}
          </Text>
        </div>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <IconFileDollar size={20} />
        </ThemeIcon>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        New requests and requested changes.{' '}
        <InAppLink to={{ tab: 'quotes', status: 'needs_action', quote: null }} size="sm">
          Open these quotes
        </InAppLink>
      </Text>
    </Card>
  );
}
