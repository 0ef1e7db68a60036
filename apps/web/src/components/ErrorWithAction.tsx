import { Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@buildright/ui';

type Action = { label: string } & ({ onClick: () => void } | { to: string });

/** A failure with the one thing to do about it (try again, go back) below the reason. */
export function ErrorWithAction({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action: Action;
}) {
  const look = { size: 'xs', variant: 'light', color: 'red' } as const;
  return (
    <ErrorAlert icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {'to' in action ? (
          <Button component={Link} to={action.to} {...look}>
            {action.label}
          </Button>
        ) : (
          <Button onClick={action.onClick} {...look}>
            {action.label}
          </Button>
        )}
      </Stack>
    </ErrorAlert>
  );
}
