import { backInStockInput } from '@buildright/api/shared';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconBellRinging, IconCircleCheck } from '@tabler/icons-react';
import { errorMessage, fieldErrorsOf } from '@buildright/browser';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { EmailInput } from '../../forms/contact-inputs.tsx';
import { useTRPC } from '../../lib/trpc.ts';

interface WaitedFor {
  id: number;
  name: string;
}

/** "E-mail me when it is back", under an out-of-stock product's Add to Cart. */
export function BackInStockForm({ product }: { product: WaitedFor }) {
  const signedInEmail = useCurrentUser().data?.email ?? '';
  // Filled in with the signed-in customer's address once it is known.
  return <BackInStockRequest key={signedInEmail} product={product} email={signedInEmail} />;
}

function BackInStockRequest({ product, email }: { product: WaitedFor; email: string }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: { email },
    validate: schemaResolver(backInStockInput, { sync: true }),
  });
  const request = useMutation(
    trpc.backInStock.request.mutationOptions({
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        form.setErrors(Object.keys(fields).length > 0 ? fields : { email: errorMessage(error) });
      },
    }),
  );

  if (request.isSuccess) {
    return (
      <Alert
        color="green"
        icon={<IconCircleCheck aria-hidden />}
        title="We will let you know"
        maw={480}
        role="status"
      >
        We will e-mail {request.data.email} when {request.data.productName} is back in stock.
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" maw={480}>
      <form
        aria-label="E-mail me when it is back"
        noValidate
        onSubmit={form.onSubmit((values) =>
          request.mutate({ productId: product.id, email: values.email }),
        )}
      >
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconBellRinging size={20} aria-hidden />
            <Text fw={700}>E-mail me when it is back</Text>
          </Group>
          <Text size="sm" c="dimmed">
            One e-mail when {product.name} is in stock again, with a link to stop them.
          </Text>
          <EmailInput {...form.getInputProps('email')} />
          <Button type="submit" color="dark" loading={request.isPending}>
            Notify me
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
