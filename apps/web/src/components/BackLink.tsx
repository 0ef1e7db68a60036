import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** "← Back to …" above a page's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor
      component={Link}
      to={to}
      fw={600}
      c="dark"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 6 }}
    >
      <IconArrowLeft size={16} aria-hidden /> {children}
    </Anchor>
  );
}
