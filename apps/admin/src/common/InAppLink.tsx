import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';

/**
 * A link to another screen of the admin site (a path of adminPaths): a plain click moves there
 * without reloading, while a new tab or window gets the address as any link would.
 */
export function InAppLink({
  to,
  children,
  ...props
}: AnchorProps & { to: To; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} {...props}>
      {children}
    </Anchor>
  );
}
