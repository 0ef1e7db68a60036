import { Button, Center, Loader, Menu, Popover, Title } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { withAllStyles } from '../lib/all-styles.ts';
import { displayName, useCurrentUser } from './useCurrentUser.ts';
import { useSignOut } from './useSignOut.ts';

// The forms (and their validation library) load when a visitor reaches for the Sign In button.
const loadSignInTabs = withAllStyles(() => import('./SignInTabs.tsx'));
const SignInTabs = lazy(() => loadSignInTabs().then((m) => ({ default: m.SignInTabs })));

/** Sign In dropdown when signed out; the account menu when signed in. */
export function AccountMenu() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <Button variant="outline" color="gray.0" size="sm" disabled aria-busy="true" miw={80}>
        Account
      </Button>
    );
  }
  return user ? (
    <SignedInMenu name={displayName(user)} isAdmin={user.isAdmin} />
  ) : (
    <SignInDropdown />
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

function SignedInMenu({ name, isAdmin }: { name: string; isAdmin: boolean }) {
  const signOut = useSignOut();
  return (
    <Menu
      position="bottom-end"
      width={220}
      shadow="xl"
      zIndex={300}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="outline"
          color="gray.0"
          leftSection={<IconUser size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          size="sm"
          px="sm"
          maw={{ base: 130, sm: 200 }}
          styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        >
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A labelled group: a menu may only hold items and groups. */}
        <div role="group" aria-labelledby="account-menu-label">
          <Menu.Label id="account-menu-label">My Account</Menu.Label>
          {isAdmin ? (
            <Menu.Item
              component="a"
              href="/admin-dashboard/"
              leftSection={<IconLayoutDashboard size={16} aria-hidden />}
            >
              Admin Dashboard
            </Menu.Item>
          ) : (
            <Menu.Item
              component={Link}
              to="/account"
              leftSection={<IconUser size={16} aria-hidden />}
            >
              Account
            </Menu.Item>
          )}
          <Menu.Item
            closeMenuOnClick={false}
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
            leftSection={<IconLogout size={16} aria-hidden />}
          >
            {signOut.isPending ? 'Signing out...' : 'Sign out'}
          </Menu.Item>
        </div>
      </Menu.Dropdown>
    </Menu>
  );
}
