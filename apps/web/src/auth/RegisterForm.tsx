import { registerForm } from '@buildright/api/shared';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstMessages } from '../lib/form-errors.ts';
import { errorMessage, fieldErrorsOf, useTRPC } from '../lib/trpc.ts';
import { toast } from '../lib/notify.ts';
import { displayName } from './useCurrentUser.ts';

const emptyForm = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: emptyForm,
    validate: schemaResolver(registerForm, { sync: true }),
  });
  const register = useMutation(
    trpc.auth.customer.register.mutationOptions({
      onSuccess: async (user) => {
        queryClient.setQueryData(trpc.auth.customer.me.queryKey(), user);
        await queryClient.invalidateQueries({ queryKey: trpc.orders.mine.queryKey() });
        form.reset();
        onSuccess();
        toast({ title: 'Registration successful', description: `Welcome, ${displayName(user)}!` });
      },
      onError: (error) => {
        form.setErrors(firstMessages(fieldErrorsOf(error)));
        toast({
          title: 'Registration failed',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form
      onSubmit={form.onSubmit(({ confirmPassword: _confirm, ...values }) =>
        register.mutate(values),
      )}
      noValidate
    >
      <Stack gap="sm">
        <Group grow gap="sm" align="flex-start">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
        </Group>
        <TextInput
          label="Username"
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth disabled={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </Stack>
    </form>
  );
}
