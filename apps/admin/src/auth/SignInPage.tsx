import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { loginInput, type LoginInput } from '@buildright/api/shared';
import { toast, toastFailure } from '@buildright/browser';
import { FailureAlert } from '../common/FailureAlert.tsx';
import { AuthCard } from './AuthCard.tsx';
import { shopUrl } from '../lib/origin.ts';
import { setSignedInAdmin } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';
import { schemaErrors } from '../lib/validate.ts';

export function SignInPage() {
  const hint = useQuery(trpc.auth.admin.signInHint.queryOptions());
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    validate: (values) => schemaErrors(loginInput, values),
  });
  const login = useMutation(
    trpc.auth.admin.login.mutationOptions({
      onSuccess: (admin) => {
        toast({ title: 'Logged in successfully', description: `Welcome, ${admin.username}` });
        setSignedInAdmin(admin);
      },
      onError: (error) => toastFailure('Error', error),
    }),
  );

  return (
    <AuthCard padding="xl" maw={420}>
      <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
        <Stack>
          <div>
            <Title order={1} fz="h2">
              Admin Login
            </Title>
            <Text c="dimmed" size="sm">
              Sign in to manage products, categories and orders.
            </Text>
          </div>
          {hint.data && (
            <Alert color="blue" title="Demo credentials" role="note" data-testid="demo-credentials">
              Username: <strong>{hint.data.username}</strong> · Password:{' '}
              <strong>{hint.data.password}</strong>
            </Alert>
          )}
          <FailureAlert title="Error" error={login.error} />
          <TextInput
            label="Username"
            autoComplete="username"
            autoFocus
            withAsterisk
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Anchor href={`${shopUrl}forgot-password?account=staff`} size="sm" ta="right" mt={-8}>
            Forgot password?
          </Anchor>
          <Group justify="flex-end">
            <Button component="a" href={shopUrl} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={login.isPending}>
              Login
            </Button>
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            Not staff? <Anchor href={shopUrl}>Back to the shop</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
