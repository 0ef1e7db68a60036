import { registerForm } from '@buildright/api/shared';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { useTRPC } from '../lib/trpc.ts';
import { displayName, useSetCurrentUser } from './useCurrentUser.ts';

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
  const setCurrentUser = useSetCurrentUser();
  const form = useForm({
    initialValues: emptyForm,
    validate: schemaResolver(registerForm, { sync: true }),
  });
  const register = useMutation(
    trpc.auth.customer.register.mutationOptions({
      onSuccess: async (user) => {
        await setCurrentUser(user);
        form.reset();
        onSuccess();
        toast({ title: 'Registration successful', description: `Welcome, ${displayName(user)}!` });
      },
      onError: (error) => {
        form.setErrors(fieldErrorsOf(error));
        toastFailure('Registration failed', error);
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
