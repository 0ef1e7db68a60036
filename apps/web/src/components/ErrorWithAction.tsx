import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@buildright/ui';

export type Action = { label: string } & ({ onClick: () => void } | { to: string });

/** A failure with what can be done about it (try again, sign in, go back) below the reason. */
export function ErrorWithAction({
  title,
  message,
  actions,
}: {
  title: string;
  message: string;
  actions: Action[];
}) {
  // Red 9 keeps 4.5:1 on the alert's pink, filled (white text) and outlined alike.
  const look = (first: boolean) =>
    ({ size: 'xs', variant: first ? 'filled' : 'outline', color: 'red.9' }) as const;
  return (
    <ErrorAlert icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Group gap="xs">
          {actions.map((action, index) =>
            'to' in action ? (
              <Button key={action.label} component={Link} to={action.to} {...look(index === 0)}>
                {action.label}
              </Button>
            ) : (
              <Button key={action.label} onClick={action.onClick} {...look(index === 0)}>
                {action.label}
              </Button>
            ),
          )}
        </Group>
      </Stack>
    </ErrorAlert>
  );
}
