import { passwordChangeForm } from '@buildright/api/shared';
import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { errorCode, fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { NewPasswordInput } from '../../forms/NewPasswordInput.tsx';
import { useTRPC } from '../../lib/trpc.ts';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: emptyForm,
    validate: schemaResolver(passwordChangeForm, { sync: true }),
  });
  const change = useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: () => {
        form.reset();
        toast({
          title: 'Password changed',
          description: 'You have been signed out on every other device.',
        });
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error);
        form.setErrors(fieldErrors);
        // The one refusal without field messages is a wrong current password.
        if (errorCode(error) === 'BAD_REQUEST' && Object.keys(fieldErrors).length === 0) {
          form.setFieldError('currentPassword', error.message);
        }
        toastFailure('Password not changed', error);
      },
    }),
  );

  return (
    <form
      onSubmit={form.onSubmit(({ confirmPassword: _confirm, ...values }) => change.mutate(values))}
      noValidate
      aria-label="Change password"
    >
      <Title order={2} fz="xl">
        Change Password
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Changing your password signs you out on every other device.
      </Text>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordInput
          label="New Password"
          description="At least 8 characters"
          {...form.getInputProps('newPassword')}
        />
        <NewPasswordInput label="Confirm New Password" {...form.getInputProps('confirmPassword')} />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
