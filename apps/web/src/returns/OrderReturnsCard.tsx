import {
  returnKindLabels,
  returnStatusColors,
  returnStatusLabels,
  type Return,
} from '@buildright/api/shared';
import { formatDate } from '@buildright/browser';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SectionCard } from '../components/SectionCard.tsx';
import { useTRPC } from '../lib/trpc.ts';
import { returnPath } from './return-paths.ts';

const unitsText = (units: number) => `${units} item${units === 1 ? '' : 's'}`;

/**
 * An order's returns and warranty claims, newest first: each one's number (`opener` makes it
 * lead to its status), its kind, what it holds, when it was asked for, and its state.
 */
export function ReturnsListCard({
  returns,
  opener,
}: {
  returns: readonly Return[];
  opener: (found: Return) => ReactNode;
}) {
  const claims = returns.some((found) => found.kind === 'warranty');
  return (
    <SectionCard
      titleId="order-returns-title"
      title={claims ? 'Returns and warranty claims' : 'Returns'}
    >
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {returns.map((found) => (
          <Group
            key={found.id}
            component="li"
            justify="space-between"
            gap="xs"
            data-testid="order-return"
          >
            <div>
              {opener(found)}
              <Text size="sm" c="dimmed">
                {returnKindLabels[found.kind]} ·{' '}
                {unitsText(found.lines.reduce((sum, line) => sum + line.quantity, 0))} · asked on{' '}
                {formatDate(found.createdAt)}
              </Text>
            </div>
            <Badge variant="light" color={returnStatusColors[found.status]}>
              {returnStatusLabels[found.status]}
            </Badge>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}

/**
 * The signed-in buyer's order's returns and warranty claims, each leading to its status page;
 * nothing when none.
 */
export function OrderReturnsCard({ orderId }: { orderId: number }) {
  const trpc = useTRPC();
  const returns = useQuery(trpc.returns.ofOrder.queryOptions({ id: orderId }));
  if (!returns.data || returns.data.length === 0) return null;
  return (
    <ReturnsListCard
      returns={returns.data}
      opener={(found) => (
        <Anchor component={Link} to={returnPath(orderId, found.id)} fw={700}>
          {found.number}
        </Anchor>
      )}
    />
  );
}
