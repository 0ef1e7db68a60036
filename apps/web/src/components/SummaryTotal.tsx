import { Divider, Group, Text } from '@mantine/core';

/** The bold total that closes an order summary, below a divider. */
export function SummaryTotal({ amount, testId }: { amount: string; testId: string }) {
  return (
    <>
      <Divider my="md" />
      <Group justify="space-between">
        <Text fw={800} fz="lg">
          Total
        </Text>
        <Text fw={800} fz="xl" data-testid={testId}>
          {amount}
        </Text>
      </Group>
    </>
  );
}
