import {
  Button,
  Center,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { InAppLink } from '../common/InAppLink.tsx';
import { setSignedInAdmin } from '../lib/session.ts';
import {
  acceptInvitationForm,
  staffRoleDescriptions,
  staffRoleLabels,
} from '@buildright/api/shared';
import { fieldErrorsOf, toast } from '@buildright/browser';
import { FailureAlert } from '../common/FailureAlert.tsx';
import { AuthCard } from './AuthCard.tsx';
import { trpc } from '../lib/trpc.ts';
import { schemaErrors } from '../lib/validate.ts';

interface AccountValues {
  username: string;
  password: string;
  confirmPassword: string;
}

// Signed in, the dashboard; signed out, the sign-in form.
const toSignIn = '/';

/**
 * The e-mailed invitation's page: shows which address and role it offers, and creates the staff
 * account with the username and password the person chooses, signing them in.
 */
export function AcceptInvitationPage({ token }: { token: string }) {
  const invitation = useQuery(trpc.staff.invitation.queryOptions({ token }));
  const navigate = useNavigate();
  const form = useForm<AccountValues>({
    initialValues: { username: '', password: '', confirmPassword: '' },
    validate: (values) => schemaErrors(acceptInvitationForm, { ...values, token }),
  });
  const accept = useMutation(
    trpc.staff.acceptInvitation.mutationOptions({
      onSuccess: (admin) => {
        toast({
          title: 'Welcome to the staff',
          description: `You are signed in as ${admin.username}`,
        });
        // The link is used up: going back should not show its page again.
        navigate(toSignIn, { replace: true });
        setSignedInAdmin(admin);
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );

  return (
    <AuthCard padding={{ base: 'md', xs: 'xl' }} maw={460}>
      <Stack>
        <Title order={1} fz="h2">
          Join the staff
        </Title>
        {invitation.isPending ? (
          <Center py="lg">
            <Loader aria-label="Checking the invitation" />
          </Center>
        ) : invitation.isError ? (
          <>
            <FailureAlert title="This link cannot be used" error={invitation.error} />
            <Text size="sm">
              Already have a staff account? <InAppLink to={toSignIn}>Go to the sign-in</InAppLink>
            </Text>
          </>
        ) : (
          <form
            noValidate
            onSubmit={form.onSubmit(({ username, password }) =>
              accept.mutate({ token, username, password }),
            )}
          >
            <Stack>
              <div data-testid="invitation-summary">
                <Text size="sm">
                  Invitation for <strong>{invitation.data.email}</strong> as{' '}
                  <strong>{staffRoleLabels[invitation.data.role]}</strong>.
                </Text>
                <Text size="sm" c="dimmed">
                  {staffRoleDescriptions[invitation.data.role]}.
                </Text>
              </div>
              <Text size="sm">Choose the username and password you will sign in with.</Text>
              <FailureAlert title="The account was not created" error={accept.error} />
              <TextInput
                label="Username"
                description="Letters, digits, dots, dashes and underscores"
                autoComplete="username"
                autoCapitalize="none"
                withAsterisk
                {...form.getInputProps('username')}
              />
              <PasswordInput
                label="Password"
                description="At least 8 characters"
                autoComplete="new-password"
                withAsterisk
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label="Confirm password"
                autoComplete="new-password"
                withAsterisk
                {...form.getInputProps('confirmPassword')}
              />
              <Button type="submit" loading={accept.isPending} fullWidth>
                Create my account
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                Already have a staff account? <InAppLink to={toSignIn}>Sign in</InAppLink>
              </Text>
            </Stack>
          </form>
        )}
      </Stack>
    </AuthCard>
  );
}
