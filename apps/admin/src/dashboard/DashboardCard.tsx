import { Card, Group, Text, Title, type MantineSpacing } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A region of the dashboard: a bordered card named by its heading, with what it shows below. */
export function DashboardCard(props: {
  title: string;
  /** A dimmed line under the heading. */
  subtitle?: ReactNode;
  /** Beside the heading, on the right: a link or a switch. */
  aside?: ReactNode;
  /** The space below the heading; "sm" unless told. */
  headerSpace?: MantineSpacing;
  mt?: MantineSpacing;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      mt={props.mt}
      component="section"
      aria-labelledby={titleId}
    >
      <Group
        justify="space-between"
        align={props.subtitle ? 'flex-start' : 'center'}
        mb={props.headerSpace ?? 'sm'}
      >
        <div>
          <Title order={2} fz="h4" id={titleId}>
            {props.title}
          </Title>
          {props.subtitle && (
            <Text size="sm" c="dimmed">
              {props.subtitle}
            </Text>
          )}
        </div>
        {props.aside}
      </Group>
      {props.children}
    </Card>
  );
}
