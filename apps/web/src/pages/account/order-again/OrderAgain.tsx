import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRepeat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useOrderAgain, type OrderAgainResult } from './useOrderAgain.ts';

/** The Order Again button (after any other actions given as children) and what it found. */
export function OrderAgain({ orderId, children }: { orderId: number; children?: ReactNode }) {
  const { orderAgain, isPending, result } = useOrderAgain(orderId);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {children}
        <Button
          variant="outline"
          size="sm"
          onClick={orderAgain}
          loading={isPending}
          leftSection={<IconRepeat size={16} aria-hidden />}
        >
          Order Again
        </Button>
      </Group>
      {result && result.problems.length > 0 && <OrderAgainNotice result={result} />}
    </Stack>
  );
}

function OrderAgainNotice({ result }: { result: OrderAgainResult }) {
  const nothingAdded = result.added === 0;
  return (
    <Alert
      color={nothingAdded ? 'red' : 'yellow'}
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={
        nothingAdded
          ? 'None of these products can be ordered now'
          : 'Some products could not be added as ordered'
      }
      data-testid="order-again-notice"
    >
      <List size="sm">
        {result.problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
