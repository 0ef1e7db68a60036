import { companyRoleDescriptions } from '@buildright/api/shared';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, toast } from '@buildright/browser';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { LoadingNotice } from '../LoadStates.tsx';
import { roleLabel } from '../account/company/limits.ts';

const TITLE = 'Join your company | BuildRight Equipment';

/** /company/join/:token, the invitation e-mail's link: what it offers, and joining. */
export function JoinCompanyPage() {
  const trpc = useTRPC();
  const token = useParams().token ?? '';
  const invitation = useQuery(trpc.companies.member.invitation.queryOptions({ token }));
  return (
    <Container size={520} py={64}>
      <title>{TITLE}</title>
      <meta name="robots" content="noindex" />
      <Paper withBorder radius="md" p="xl">
        {invitation.isPending ? (
          <LoadingNotice what="invitation" />
        ) : invitation.isError ? (
          <Stack gap="md">
            <Title order={1} fz="h2">
              Invitation not valid
            </Title>
            <Alert color="red" role="alert">
              {errorMessage(invitation.error)}
            </Alert>
            <Button component={Link} to="/" variant="outline" color="dark" w="fit-content">
              Go to the shop
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            <Title order={1} fz="h2">
              Join {invitation.data.companyName}
            </Title>
            <Text>
              You are invited as <strong>{roleLabel(invitation.data.role)}</strong>:{' '}
              {companyRoleDescriptions[invitation.data.role].toLowerCase()}.
            </Text>
            <JoinAction token={token} email={invitation.data.email} />
          </Stack>
        )}
      </Paper>
    </Container>
  );
}

function JoinAction({ token, email }: { token: string; email: string }) {
  const trpc = useTRPC();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const accept = useMutation(
    trpc.companies.member.accept.mutationOptions({
      onSuccess: async (mine) => {
        toast({ title: 'Welcome aboard', description: `You now buy for ${mine.company.name}.` });
        await navigate('/account?tab=company');
      },
    }),
  );
  if (me.isPending) return <LoadingNotice what="account" />;
  if (!me.data || me.data.isAdmin) {
    return (
      <Stack gap="sm">
        <Text>
          Sign in, or create your account, with <strong>{email}</strong> to join.
        </Text>
        {/* Opens the header's sign-in panel here; once signed in, this page offers to join. */}
        <Button onClick={() => setParams({ signin: '1' })} w="fit-content" h={44}>
          Sign in to join
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {accept.isError && (
        <Alert color="red" role="alert">
          {errorMessage(accept.error)}
        </Alert>
      )}
      <Button
        onClick={() => accept.mutate({ token })}
        loading={accept.isPending}
        w="fit-content"
        h={44}
      >
        Join the company
      </Button>
    </Stack>
  );
}
