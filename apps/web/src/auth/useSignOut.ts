import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast, toastFailure } from '@buildright/browser';
import { useTRPC } from '../lib/trpc.ts';
import { useSetCurrentUser } from './useCurrentUser.ts';

export function useSignOut() {
  const trpc = useTRPC();
  const setCurrentUser = useSetCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  return useMutation(
    trpc.auth.customer.logout.mutationOptions({
      onSuccess: async () => {
        // Leave the account pages before their data disappears, so they do not read as expired.
        if (location.pathname.startsWith('/account')) await navigate('/');
        await setCurrentUser(null);
        toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      },
      onError: (error) => toastFailure('Logout failed', error),
    }),
  );
}
