import { ActionIcon, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { AccountMenu } from '../auth/AccountMenu.tsx';
import { CartButton } from '../cart/CartButton.tsx';
import { MachineButton } from '../fitment/MachineButton.tsx';
import { useFleetFollowsMachine } from '../fitment/useMyMachine.ts';
import { withAllStyles } from '../lib/all-styles.ts';
import { Brand } from './Brand.tsx';
import { navLinks } from './nav-links.ts';
import { SearchBox } from './SearchBox.tsx';

// The drawer's code loads the first time the menu button is used.
const MobileNav = lazy(
  withAllStyles(() => import('./MobileNav.tsx').then((m) => ({ default: m.MobileNav }))),
);

/** Its own component, so the account's answers redraw nothing else of the header. */
function FleetFollowsMachine() {
  useFleetFollowsMachine();
  return null;
}

export function Header() {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const [mobileSearchOpen, setMobileSearchOpen] = useState(false);

  return (
    <header className="shop-header">
      <FleetFollowsMachine />
      <Container size="xl" h="var(--shop-header-height)">
        <Group h="100%" gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={() => {
                setMenuRequested(true);
                menu.toggle();
              }}
              hiddenFrom="md"
              color="#fff"
              size="sm"
              aria-label={menuOpened ? 'Close navigation' : 'Open navigation'}
            />
            <Brand />
          </Group>

          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
            {navLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === '/'} className="shop-nav-link">
                {link.label}
              </NavLink>
            ))}
          </Group>

          <SearchBox visibleFrom="md" style={{ flex: 1, maxWidth: 360 }} />

          <Group gap={4} wrap="nowrap">
            <MachineButton visibleFrom="lg" variant="subtle" color="gray.0" size="sm" />
            <ActionIcon
              hiddenFrom="md"
              variant="subtle"
              color="gray.0"
              size="lg"
              onClick={() => setMobileSearchOpen((open) => !open)}
              aria-label={mobileSearchOpen ? 'Close search' : 'Open search'}
              aria-expanded={mobileSearchOpen}
              aria-controls="mobile-search"
            >
              {mobileSearchOpen ? <IconX size={20} /> : <IconSearch size={20} />}
            </ActionIcon>
            <CartButton />
            <AccountMenu />
          </Group>
        </Group>
      </Container>

      {mobileSearchOpen && (
        <Container size="xl" pb="sm" hiddenFrom="md" id="mobile-search">
          <SearchBox autoFocus onClose={() => setMobileSearchOpen(false)} />
        </Container>
      )}

      {menuRequested && (
        <Suspense fallback={null}>
          <MobileNav opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </header>
  );
}
