import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AcceptInvitationPage } from './auth/AcceptInvitationPage.tsx';
import { SignInPage } from './auth/SignInPage.tsx';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { signedInAdminQuery } from './lib/permissions.ts';
import { useTextParam } from './lib/useTextParam.ts';

/**
 * Staff signed in as admin see the dashboard; everyone else (customers too) the sign-in form. The
 * link of a staff invitation (?invitation=TOKEN) opens the page that sets up the new account.
 */
export function App() {
  const me = useQuery(signedInAdminQuery());
  const invitation = useTextParam('invitation');

  if (invitation) return <AcceptInvitationPage token={invitation} />;
  if (me.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  // A failed check counts as signed out (SPEC §4).
  if (!me.data) return <SignInPage />;
  return <DashboardPage admin={me.data} />;
}
