import { Alert, type AlertProps } from '@mantine/core';

/** Why something asked for did not happen, in red and announced at once (both sites' one alert). */
export function ErrorAlert(props: AlertProps) {
  return <Alert color="red" variant="light" role="alert" {...props} />;
}
