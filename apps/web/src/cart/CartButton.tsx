import { ActionIcon, Badge, Box, Center, Loader, Popover, VisuallyHidden } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { SaveCartAsListModal } from '../lists/SaveCartAsList.tsx';
import { CART_TITLE_ID, useCart, useCartPanel } from './useCart.ts';

// The panel's code (its quantity fields, the server's prices) is not part of the first screen:
// it loads when the pointer or the focus reaches the button, or at the first open.
const loadCartPanel = () => import('./CartPanel.tsx');
const CartPanel = lazy(() => loadCartPanel().then((m) => ({ default: m.CartPanel })));

const BOUNCE_MS = 600;

/**
 * Toggles the cart panel. What only this browser knows (the stored cart's count) is drawn by the
 * small parts below, so its arrival after hydration draws them again, not the popover.
 */
export function CartButton() {
  const panel = useCartPanel();
  return (
    <CartBounce>
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
          >
            <IconShoppingCart size={24} aria-hidden />
            <CartName />
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
    </CartBounce>
  );
}

/** The number of items in the stored cart; 0 while React hydrates the server's empty cart. */
function useShownCount() {
  const cart = useCart();
  return useHydrated() ? cart.count : undefined;
}

/** The button's name, "Cart, 3 items" or "Cart, empty". */
function CartName() {
  const count = useShownCount() ?? 0;
  return (
    <VisuallyHidden>
      {count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart, empty'}
    </VisuallyHidden>
  );
}

/**
 * Around the button: it bounces when the count changes and carries the count's badge. Not while
 * the panel is open: it hangs from this button, and would bounce under the buyer's finger as they
 * press + or −.
 */
function CartBounce({ children }: { children: ReactNode }) {
  const count = useShownCount();
  const panel = useCartPanel();
  const bouncing = useBounceOnChange(panel.isOpen ? undefined : count);
  const shown = count ?? 0;
  return (
    <Box
      pos="relative"
      className={bouncing ? 'cart-bounce' : undefined}
      data-testid="cart-button-wrap"
    >
      {children}
      {shown > 0 && (
        <Badge
          data-testid="cart-count"
          aria-hidden
          size="sm"
          circle={shown < 10}
          color="safety"
          pos="absolute"
          top={-2}
          right={-4}
          style={{ pointerEvents: 'none' }}
        >
          {shown > 99 ? '99+' : shown}
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
