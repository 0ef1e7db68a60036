import { Alert, type AlertProps } from '@mantine/core';

/** Why something the visitor asked for did not happen, in red and announced at once. */
export function ErrorAlert(props: AlertProps) {
  return <Alert color="red" variant="light" role="alert" {...props} />;
}
