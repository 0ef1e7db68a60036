import { registerForm } from '@buildright/api/shared';
import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { EmailInput, NameFields } from '../forms/contact-inputs.tsx';
import { NewPasswordInput } from '../forms/NewPasswordInput.tsx';
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
        <NameFields first={form.getInputProps('firstName')} last={form.getInputProps('lastName')} />
        <TextInput
          label="Username"
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <EmailInput {...form.getInputProps('email')} />
        <NewPasswordInput label="Password" {...form.getInputProps('password')} />
        <NewPasswordInput label="Confirm Password" {...form.getInputProps('confirmPassword')} />
        <Button type="submit" fullWidth disabled={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </Stack>
    </form>
  );
}
