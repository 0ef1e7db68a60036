import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@buildright/browser';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * /back-in-stock/unsubscribe/:token, the back-in-stock e-mail's link. It asks for a click rather
 * than unsubscribing on opening, since mail scanners open links too.
 */
export function UnsubscribePage() {
  const trpc = useTRPC();
  const token = useParams().token ?? '';
  const cancel = useMutation(trpc.backInStock.cancel.mutationOptions());
  return (
    <Container size={480} py={64}>
      <title>Stop back-in-stock e-mails | BuildRight Equipment</title>
      <meta name="robots" content="noindex" />
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            Stop back-in-stock e-mails
          </Title>
          {cancel.isSuccess ? (
            <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
              Done: you will get no more e-mails about {cancel.data.productName}.
            </Alert>
          ) : (
            <>
              <Text>
                You asked us to e-mail you when a product is back in stock. Stop those e-mails?
              </Text>
              {cancel.isError && (
                <Alert color="red" role="alert">
                  {errorMessage(cancel.error)}
                </Alert>
              )}
              <Button loading={cancel.isPending} onClick={() => cancel.mutate({ token })}>
                Unsubscribe
              </Button>
            </>
          )}
          <Button component={Link} to="/equipment" variant="subtle" color="dark">
            Browse equipment
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
