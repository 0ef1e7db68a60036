import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface OutlineLinkButtonProps extends ButtonProps {
  href: string;
  icon: Icon;
  iconSize?: number;
  /** Documents (invoices, PDFs) open in a tab of their own. */
  newTab?: boolean;
  children: ReactNode;
}

/** A plain link (a download, the sign-out address) drawn as a dark outlined button. */
export function OutlineLinkButton({
  href,
  icon: LeftIcon,
  iconSize = 16,
  newTab = false,
  ...button
}: OutlineLinkButtonProps) {
  return (
    <Button
      component="a"
      href={href}
      target={newTab ? '_blank' : undefined}
      variant="outline"
      color="dark"
      leftSection={<LeftIcon size={iconSize} aria-hidden />}
      {...button}
    />
  );
}
