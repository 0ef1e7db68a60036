import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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
  const validate = useRequestRule();
  const form = useForm({
    initialValues: { email },
    validate: (values) => validate.current(values),
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

type Validate = (values: { email: string }) => FormErrors;

/**
 * The request's rule, loaded after the form is drawn. Until it arrives a request goes unchecked
 * to the server, whose answer names the field the same way.
 */
function useRequestRule() {
  const validate = useRef<Validate>(() => ({}));
  useEffect(() => {
    void import('./back-in-stock-input.ts').then(({ backInStockInput: rule }) => {
      validate.current = schemaResolver(rule, { sync: true });
    });
  }, []);
  return validate;
}
