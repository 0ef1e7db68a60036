import { ThemeIcon } from '@mantine/core';
import { IconShoppingCartOff } from '@tabler/icons-react';

/** The large crossed-out cart of the pages that need something in the cart. */
export function EmptyCartIcon() {
  return (
    <ThemeIcon size={80} radius="xl" color="gray.2" aria-hidden>
      <IconShoppingCartOff size={44} color="var(--mantine-color-gray-7)" />
    </ThemeIcon>
  );
}
