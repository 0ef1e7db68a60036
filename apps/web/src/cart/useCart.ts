import type { CheckoutInfo } from '@buildright/api/shared';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { toast } from '@buildright/browser';
import { cartItemsAtom, cartOpenAtom, checkoutInfoAtom } from './atoms.ts';
import {
  addWithinStock,
  cartTotalCents,
  completeCheckoutInfo,
  itemCount,
  removeItem,
  shortfallText,
  updateQuantity,
  type CartItem,
  type CartProduct,
  type StockShortfall,
} from './rules.ts';

/** The cart of SPEC §4: its lines, totals and actions. */
export function useCart() {
  const [items, setItems] = useAtom(cartItemsAtom);
  const [checkoutInfo, setStoredCheckoutInfo] = useAtom(checkoutInfoAtom);

  const add = useAddToCart();

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
      remove,
      update,
      clear,
      setCheckoutInfo,
    }),
    [items, checkoutInfo, add, remove, update, clear, setCheckoutInfo],
  );
}

/**
 * Adds lines within the stock (the cart rule) and answers what it refused. It reads no cart
 * lines, so a product card that only adds does not draw again whenever the cart changes.
 */
export function useAddWithinStock() {
  const setItems = useSetAtom(cartItemsAtom);
  return useCallback(
    (lines: readonly CartItem[]) => {
      let refused: StockShortfall[] = [];
      setItems((current) => {
        const result = addWithinStock(current, lines);
        refused = result.refused;
        return result.items;
      });
      return refused;
    },
    [setItems],
  );
}

/** Adds a quantity of a product (one by default) and says so, or says how many are left. */
export function useAddToCart() {
  const addWithin = useAddWithinStock();
  return useCallback(
    (product: CartProduct, quantity = 1) => {
      const [refused] = addWithin([{ product, quantity }]);
      if (refused) {
        toast({
          title: 'Not enough stock',
          description: `${product.name}: ${shortfallText(refused)}.`,
          variant: 'destructive',
          duration: 5000,
        });
        return refused;
      }
      toast({
        title: 'Added to Cart',
        description:
          quantity === 1
            ? `${product.name} has been added to your cart successfully!`
            : `${quantity} × ${product.name} have been added to your cart successfully!`,
        duration: 3000,
      });
      return undefined;
    },
    [addWithin],
  );
}

/** The cart panel's title, which names its dialog. */
export const CART_TITLE_ID = 'cart-panel-title';

export function useCartPanel() {
  const [isOpen, setOpen] = useAtom(cartOpenAtom);
  const toggle = useCallback(() => setOpen((open) => !open), [setOpen]);
  return { isOpen, setOpen, toggle };
}
