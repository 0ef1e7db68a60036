import { ActionIcon, Badge, Box, Center, Loader, Popover } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { SaveCartAsListModal } from '../lists/SaveCartAsList.tsx';
import { CART_TITLE_ID, useCart, useCartPanel } from './useCart.ts';

// The panel's code (its quantity fields, the server's prices) is not part of the first screen:
// it loads when the pointer or the focus reaches the button, or at the first open.
const loadCartPanel = () => import('./CartPanel.tsx');
const CartPanel = lazy(() => loadCartPanel().then((m) => ({ default: m.CartPanel })));

const BOUNCE_MS = 600;

/** Toggles the cart panel; the count badge shows above 0 and the button bounces when it changes. */
export function CartButton() {
  const cart = useCart();
  const hydrated = useHydrated();
  const count = hydrated ? cart.count : 0;
  const panel = useCartPanel();
  // Not while the panel is open: it hangs from this button, and would bounce under the buyer's
  // finger as they press + or −.
  const bouncing = useBounceOnChange(hydrated && !panel.isOpen ? count : undefined);

  return (
    <Box
      pos="relative"
      className={bouncing ? 'cart-bounce' : undefined}
      data-testid="cart-button-wrap"
    >
      <Popover
        opened={panel.isOpen}
        onChange={panel.setOpen}
        position="bottom-end"
        width="min(400px, calc(100vw - 16px))"
        shadow="xl"
        trapFocus
        returnFocus
        zIndex={300}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray.0"
            size="xl"
            onClick={panel.toggle}
            onPointerEnter={() => void loadCartPanel()}
            onFocus={() => void loadCartPanel()}
            aria-label={
              count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart, empty'
            }
          >
            <IconShoppingCart size={24} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-labelledby={CART_TITLE_ID}>
          <Suspense
            fallback={
              <Center h={120}>
                <Loader size="sm" aria-label="Loading the cart" />
              </Center>
            }
          >
            <CartPanel onClose={() => panel.setOpen(false)} />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
      <SaveCartAsListModal />
      {count > 0 && (
        <Badge
          data-testid="cart-count"
          aria-hidden
          size="sm"
          circle={count < 10}
          color="safety"
          pos="absolute"
          top={-2}
          right={-4}
          style={{ pointerEvents: 'none' }}
        >
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </Box>
  );
}

/**
 * Bounces when `value` changes from one number to another; not when it becomes known or unknown
 * (undefined), which also stops a bounce under way.
 */
function useBounceOnChange(value: number | undefined) {
  const [bouncing, setBouncing] = useState(false);
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    const known = previous.current !== undefined && value !== undefined;
    previous.current = value;
    if (!known) {
      setBouncing(false);
      return;
    }
    setBouncing(true);
    const timer = setTimeout(() => setBouncing(false), BOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return bouncing;
}
