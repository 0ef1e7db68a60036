import { loginInput, type LoginInput } from '@buildright/api/shared';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, toast } from '@buildright/browser';
import { useTRPC } from '../lib/trpc.ts';
import { LoginFields } from './LoginFields.tsx';

export function AdminLoginModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const hint = useQuery(trpc.auth.admin.signInHint.queryOptions(undefined, { enabled: opened }));
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginInput, { sync: true }),
  });
  const login = useMutation(
    trpc.auth.admin.login.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Logged in successfully' });
        // The admin site is its own application: load it in full.
        window.location.assign('/admin-dashboard/');
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Invalid credentials'),
          variant: 'destructive',
        }),
    }),
  );

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Admin Login"
      centered
      zIndex={500}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
        <Stack gap="sm">
          {hint.data && (
            <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} p="sm">
              Demo credentials: username <strong>{hint.data.username}</strong>, password{' '}
              <strong>{hint.data.password}</strong>
            </Alert>
          )}
          <LoginFields
            username={{ ...form.getInputProps('username'), 'data-autofocus': true }}
            password={form.getInputProps('password')}
            forgotPassword={{ account: 'staff', onFollow: close }}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={login.isPending || login.isSuccess}>
              {login.isPending ? 'Logging in...' : 'Login'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
