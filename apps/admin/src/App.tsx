import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SignInPage } from './auth/SignInPage.tsx';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { trpc } from './lib/trpc.ts';

/** Staff signed in as admin see the dashboard; everyone else (customers too) the sign-in form. */
export function App() {
  const me = useQuery({ ...trpc.auth.admin.me.queryOptions(), staleTime: Infinity });

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
