import { loginInput, type LoginInput } from '@buildright/api/shared';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, fieldErrorsOf, useTRPC } from '../lib/trpc.ts';
import { toast } from '../lib/notify.ts';
import { displayName } from './useCurrentUser.ts';
import { firstMessages } from '../lib/form-errors.ts';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginInput, { sync: true }),
  });
  const login = useMutation(
    trpc.auth.customer.login.mutationOptions({
      onSuccess: async (user) => {
        queryClient.setQueryData(trpc.auth.customer.me.queryKey(), user);
        await queryClient.invalidateQueries({ queryKey: trpc.orders.mine.queryKey() });
        form.reset();
        onSuccess();
        toast({ title: 'Login successful', description: `Welcome back, ${displayName(user)}!` });
      },
      onError: (error) => {
        form.setErrors(firstMessages(fieldErrorsOf(error)));
        toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
      },
    }),
  );

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Username"
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}
