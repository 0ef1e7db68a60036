import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a screen fails to load (for example a new deploy replaced its chunk). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Container size="sm" py={80}>
      <title>Something went wrong | BuildRight Equipment</title>
      <Stack align="center" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This page could not be shown. Reloading usually fixes it.</Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button component="a" href="/" variant="subtle" color="dark">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
