import {
  RESET_LINK_REFUSED,
  resetPasswordForm,
  type ResetPasswordInput,
} from '@buildright/api/shared';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, fieldErrorsOf, toast } from '@buildright/browser';
import { NewPasswordInput } from '../../forms/NewPasswordInput.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { PasswordCard } from './PasswordCard.tsx';

/** /reset-password?token=…: the e-mailed link's page; success signs the person in. */
export function ResetPasswordPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const form = useForm({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordForm, { sync: true }),
  });
  const reset = useMutation(
    trpc.password.reset.mutationOptions({
      onSuccess: async ({ account }) => {
        toast({
          title: 'Password changed',
          description: 'You are signed in with your new password.',
        });
        if (account === 'staff') {
          // The admin site is its own application: load it in full.
          window.location.assign('/admin-dashboard/');
          return;
        }
        await navigate('/account', { replace: true });
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );
  const submit = ({ token, password }: ResetPasswordInput) => reset.mutate({ token, password });

  return (
    <PasswordCard
      title="Choose a new password"
      lead="At least 8 characters. Every other device signed in to your account will be signed out."
    >
      {(reset.isError || !token) && (
        <Alert color="red" role="alert" title="The password was not changed">
          {reset.isError ? errorMessage(reset.error) : RESET_LINK_REFUSED}{' '}
          <Anchor component={Link} to="/forgot-password">
            Ask for a new link
          </Anchor>
        </Alert>
      )}
      <form onSubmit={form.onSubmit(submit)} noValidate hidden={!token}>
        <Stack gap="sm">
          <NewPasswordInput label="New password" autoFocus {...form.getInputProps('password')} />
          <NewPasswordInput label="Confirm Password" {...form.getInputProps('confirmPassword')} />
          <Button type="submit" disabled={reset.isPending || reset.isSuccess}>
            {reset.isPending ? 'Saving...' : 'Set new password'}
          </Button>
        </Stack>
      </form>
    </PasswordCard>
  );
}
