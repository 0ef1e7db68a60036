import type { CurrentUser } from '@buildright/api';
import { Container } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { toast } from '@buildright/browser';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { LoadingNotice } from '../LoadStates.tsx';

const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * The account screens draw for a signed-in user only; anyone else is told they are logged out
 * and sent to sign in (SPEC §2), or, where a screen has one, shown its `guest` page instead.
 */
export function SignedInOnly({
  title,
  guest,
  children,
}: {
  title: string;
  /** What a visitor who is not signed in reads here, instead of being sent away. */
  guest?: ReactNode;
  children: (user: CurrentUser) => ReactNode;
}) {
  const me = useCurrentUser();
  const signedOut = !me.isPending && !me.data;
  const sendAway = signedOut && guest === undefined;

  useEffect(() => {
    if (!sendAway) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let left = false;
    // The delay counts from when the toast shows: its code may still be loading on a slow line.
    void toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    }).then(() => {
      if (!left)
        timer = setTimeout(() => window.location.assign('/api/login'), LOGIN_REDIRECT_DELAY_MS);
    });
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, [sendAway]);

  if (signedOut && guest !== undefined) return guest;
  if (me.isPending || !me.data) {
    return (
      <Container size="lg" py={96}>
        <title>{title}</title>
        <LoadingNotice what="account" />
      </Container>
    );
  }
  return children(me.data);
}
