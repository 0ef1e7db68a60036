import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { hrefWith, navigate, type ParamChanges } from '../lib/navigate.ts';

/**
 * A link to another place in the admin site: a plain click moves there without reloading, while
 * a new tab or window (ctrl, cmd, shift, middle click) gets the address as any link would.
 */
export function InAppLink({
  to,
  children,
  ...props
}: AnchorProps & { to: ParamChanges; children: ReactNode }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Anchor href={hrefWith(to)} onClick={follow} {...props}>
      {children}
    </Anchor>
  );
}
