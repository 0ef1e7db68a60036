import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A read-only value under a small uppercase label, as in the order and message details. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  );
}
