import type { QuickOrderProduct } from '@buildright/api/shared';
import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';

const looks = {
  fits: { color: 'green', Icon: IconCircleCheck },
  'does-not-fit': { color: 'red', Icon: IconCircleX },
} as const;

/** The server's verdict for the chosen machine, in words with its icon: dark text, never tinted. */
export function FitLabel({ fit }: { fit: NonNullable<QuickOrderProduct['fit']> }) {
  const { color, Icon } = looks[fit.kind];
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-testid="line-fit" data-fit={fit.kind}>
      <Icon
        size={16}
        color={`var(--mantine-color-${color}-8)`}
        aria-hidden
        style={{ flex: 'none', marginTop: 2 }}
      />
      <Text size="xs" fw={600} c="dark.7">
        {fit.text}
      </Text>
    </Group>
  );
}
