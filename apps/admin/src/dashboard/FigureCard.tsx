import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One figure of the dashboard, named by its title, with an icon and a caption under it. */
export function FigureCard(props: {
  title: string;
  value: ReactNode;
  /** Set while the figure loads. */
  busy?: boolean;
  icon: Icon;
  iconColor?: string;
  caption: ReactNode;
}) {
  const { icon: CardIcon } = props;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={props.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" fw={600} c="dimmed">
            {props.title}
          </Text>
          <Text fz={28} fw={800} mt={4} data-testid="stat-value" aria-busy={props.busy}>
            {props.value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={props.iconColor} size="lg" radius="md" aria-hidden>
          <CardIcon size={20} />
        </ThemeIcon>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {props.caption}
      </Text>
    </Card>
  );
}
