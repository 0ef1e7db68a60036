import { Button, Center, Loader, Popover, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withAllStyles } from '../lib/all-styles.ts';
import { displayName, useCurrentUser } from './useCurrentUser.ts';

// The menu's code loads once the visitor is known to be signed in, or is about to sign in.
const loadSignedInMenu = () => import('./SignedInMenu.tsx');
const SignedInMenu = lazy(() => loadSignedInMenu().then((m) => ({ default: m.SignedInMenu })));
// The forms (and their validation library) load when a visitor reaches for the Sign In button.
const loadSignInTabs = withAllStyles(() => {
  void loadSignedInMenu();
  return import('./SignInTabs.tsx');
});
const SignInTabs = lazy(() => loadSignInTabs().then((m) => ({ default: m.SignInTabs })));

/** Sign In dropdown when signed out; the account menu when signed in. */
export function AccountMenu() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <AccountPending />;
  return user ? (
    <Suspense fallback={<AccountPending />}>
      <SignedInMenu name={displayName(user)} isAdmin={user.isAdmin} />
    </Suspense>
  ) : (
    <SignInDropdown />
  );
}

/** Holds the place while the session (or the menu's code) is on its way. */
function AccountPending() {
  return (
    <Button
      variant="outline"
      color="gray.0"
      size="sm"
      disabled
      aria-busy="true"
      className="account-button"
      leftSection={<IconUser size={16} aria-hidden />}
    >
      {/* As the menu's button: on a phone the icon only, so the header never outgrows it. */}
      <span className="account-button-name">Account</span>
    </Button>
  );
}

function SignInDropdown() {
  const [openedByClick, setOpenedByClick] = useState(false);
  const [tab, setTab] = useState<string | null>('login');
  const [params, setParams] = useSearchParams();
  // /api/login sends visitors to /?signin=1: the dropdown is open for them until they close it.
  const requested = params.get('signin') === '1';
  const opened = openedByClick || requested;

  const setOpened = (open: boolean) => {
    setOpenedByClick(open);
    if (!open && requested) {
      setParams(
        (current) => {
          current.delete('signin');
          return current;
        },
        { replace: true },
      );
    }
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(360px, calc(100vw - 16px))"
      shadow="xl"
      trapFocus
      returnFocus
      zIndex={300}
    >
      <Popover.Target>
        <Button
          variant="filled"
          size="sm"
          px="sm"
          onClick={() => setOpened(!opened)}
          onPointerEnter={() => void loadSignInTabs()}
          onFocus={() => void loadSignInTabs()}
          aria-expanded={opened}
          aria-haspopup="dialog"
        >
          Sign In
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby="account-dropdown-title">
        <Title order={2} fz="xl" mb="sm" id="account-dropdown-title">
          Welcome
        </Title>
        <Suspense
          fallback={
            <Center h={220}>
              <Loader size="sm" aria-label="Loading the sign-in form" />
            </Center>
          }
        >
          <SignInTabs tab={tab} onTabChange={setTab} onSuccess={() => setOpened(false)} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
