import { loginInput, type LoginInput } from '@buildright/api/shared';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { useTRPC } from '../lib/trpc.ts';
import { LoginFields } from './LoginFields.tsx';
import { displayName, useSetCurrentUser } from './useCurrentUser.ts';

/** `onDone` closes whatever holds the form: after signing in, or on the way to a password reset. */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const setCurrentUser = useSetCurrentUser();
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginInput, { sync: true }),
  });
  const login = useMutation(
    trpc.auth.customer.login.mutationOptions({
      onSuccess: async (user) => {
        await setCurrentUser(user);
        form.reset();
        onDone();
        toast({ title: 'Login successful', description: `Welcome back, ${displayName(user)}!` });
      },
      onError: (error) => {
        form.setErrors(fieldErrorsOf(error));
        toastFailure('Login failed', error);
      },
    }),
  );

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
      <Stack gap="sm">
        <LoginFields
          username={form.getInputProps('username')}
          password={form.getInputProps('password')}
          forgotPassword={{ account: 'customer', onFollow: onDone }}
        />
        <Button type="submit" fullWidth disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          Ordered as a guest?{' '}
          <Anchor component={Link} to="/find-order" size="sm" onClick={onDone}>
            Find your order
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
