import type { CheckoutInfo } from '@buildright/api/shared';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { toast } from '@buildright/browser';
import { cartItemsAtom, cartOpenAtom, checkoutInfoAtom } from './atoms.ts';
import {
  addItem,
  addLines,
  cartTotalCents,
  completeCheckoutInfo,
  itemCount,
  removeItem,
  updateQuantity,
  type CartItem,
  type CartProduct,
} from './rules.ts';

/** The cart of SPEC §4: its lines, totals and actions. */
export function useCart() {
  const [items, setItems] = useAtom(cartItemsAtom);
  const [checkoutInfo, setStoredCheckoutInfo] = useAtom(checkoutInfoAtom);

  const add = useAddToCart();

  const addAll = useCallback(
    (lines: readonly CartItem[]) => setItems((current) => addLines(current, lines)),
    [setItems],
  );

  const remove = useCallback(
    (productId: number) => setItems((current) => removeItem(current, productId)),
    [setItems],
  );

  const update = useCallback(
    (productId: number, quantity: number) =>
      setItems((current) => updateQuantity(current, productId, quantity)),
    [setItems],
  );

  /** Clearing the cart also forgets the checkout info. */
  const clear = useCallback(() => {
    setItems([]);
    setStoredCheckoutInfo(null);
  }, [setItems, setStoredCheckoutInfo]);

  const setCheckoutInfo = useCallback(
    (info: CheckoutInfo | null) => setStoredCheckoutInfo(info && completeCheckoutInfo(info)),
    [setStoredCheckoutInfo],
  );

  return useMemo(
    () => ({
      items,
      count: itemCount(items),
      totalCents: cartTotalCents(items),
      checkoutInfo,
      add,
      addAll,
      remove,
      update,
      clear,
      setCheckoutInfo,
    }),
    [items, checkoutInfo, add, addAll, remove, update, clear, setCheckoutInfo],
  );
}

/**
 * Adds a product and says so. It reads no cart lines, so a product card that only adds does not
 * draw again whenever the cart changes (or when the stored cart is read after hydration).
 */
export function useAddToCart() {
  const setItems = useSetAtom(cartItemsAtom);
  return useCallback(
    (product: CartProduct) => {
      setItems((current) => addItem(current, product));
      toast({
        title: 'Added to Cart',
        description: `${product.name} has been added to your cart successfully!`,
        duration: 3000,
      });
    },
    [setItems],
  );
}

export function useCartPanel() {
  const [isOpen, setOpen] = useAtom(cartOpenAtom);
  const toggle = useCallback(() => setOpen((open) => !open), [setOpen]);
  return { isOpen, setOpen, toggle };
}
