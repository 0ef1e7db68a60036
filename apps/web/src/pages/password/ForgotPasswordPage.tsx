import { forgotPasswordInput, type AccountKind } from '@buildright/api/shared';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { fieldErrorsOf, toastFailure } from '@buildright/browser';
import { useTRPC } from '../../lib/trpc.ts';
import { PasswordCard } from './PasswordCard.tsx';

/** /forgot-password (?account=staff from the admin sign-in): asks for a one-time reset link. */
export function ForgotPasswordPage() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const account: AccountKind = params.get('account') === 'staff' ? 'staff' : 'customer';
  const form = useForm({
    initialValues: { email: '', account },
    validate: schemaResolver(forgotPasswordInput, { sync: true }),
  });
  const forgot = useMutation(
    trpc.password.forgot.mutationOptions({
      onError: (error) => {
        form.setErrors(fieldErrorsOf(error));
        toastFailure('Error', error);
      },
    }),
  );

  return (
    <PasswordCard
      title="Forgot your password?"
      lead={`Enter the e-mail address of your ${account === 'staff' ? 'staff' : 'customer'} account and we will send you a link to choose a new password.`}
    >
      {forgot.isSuccess ? (
        <Alert
          color="green"
          icon={<IconMailCheck aria-hidden />}
          title="Check your e-mail"
          role="status"
        >
          {forgot.data.message}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => forgot.mutate(values))} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              autoFocus
              {...form.getInputProps('email')}
            />
            <Button type="submit" disabled={forgot.isPending}>
              {forgot.isPending ? 'Sending link...' : 'Send reset link'}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/" size="sm">
        Back to the shop
      </Anchor>
    </PasswordCard>
  );
}
