import { Text } from '@mantine/core';

/** "Label: value" in a line of order facts. */
export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text component="span" c="dimmed">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}
