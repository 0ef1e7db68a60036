import { Drawer, Stack } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { navLinks } from './nav-links.ts';

/** The main navigation on small screens, in a drawer. */
export function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      size="xs"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
    >
      <Stack component="nav" aria-label="Main" gap="xs">
        {navLinks.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.to === '/'}
            onClick={onClose}
            style={{ fontWeight: 600, fontSize: 18, padding: '8px 0', color: 'inherit' }}
          >
            {link.label}
          </NavLink>
        ))}
      </Stack>
    </Drawer>
  );
}
