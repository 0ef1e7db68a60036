import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/** An admin address that names no screen (a mistyped or outdated link). */
export function NotFound() {
  return (
    <Alert color="gray" title="This page does not exist" role="status">
      Nothing in the admin site lives at this address.{' '}
      <Anchor component={Link} to="/">
        Go to the dashboard
      </Anchor>
    </Alert>
  );
}
