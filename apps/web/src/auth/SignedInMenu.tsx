import { Button, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconLayoutDashboard,
  IconListCheck,
  IconLogout,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSignOut } from './useSignOut.ts';

/** The header's account menu for a signed-in customer or admin (auth/AccountMenu.tsx). */
export function SignedInMenu({ name, isAdmin }: { name: string; isAdmin: boolean }) {
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
          maw={200}
          className="account-button"
          styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        >
          {/* On a phone the header has room for the icon only; the name is still its label. */}
          <span className="account-button-name">{name}</span>
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
            <>
              <Menu.Item
                component={Link}
                to="/account"
                leftSection={<IconUser size={16} aria-hidden />}
              >
                Account
              </Menu.Item>
              <Menu.Item
                component={Link}
                to="/lists"
                leftSection={<IconListCheck size={16} aria-hidden />}
              >
                Saved lists
              </Menu.Item>
            </>
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
