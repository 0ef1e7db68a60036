import type { CheckoutInfo } from '@buildright/api/shared';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { sanitizeStoredItems, type CartItem } from './rules.ts';

// localStorage by default; the server's render has none and starts from an empty cart.
const itemsStorage = createJSONStorage<CartItem[]>();

/** The cart's lines; they survive a reload and follow changes made in other tabs. */
export const cartItemsAtom = atomWithStorage<CartItem[]>(
  'buildright:cart-items',
  [],
  {
    ...itemsStorage,
    getItem: (key, initialValue) => sanitizeStoredItems(itemsStorage.getItem(key, initialValue)),
  },
  { getOnInit: true },
);

export const checkoutInfoAtom = atomWithStorage<CheckoutInfo | null>(
  'buildright:checkout-info',
  null,
  createJSONStorage<CheckoutInfo | null>(),
  { getOnInit: true },
);

export const cartOpenAtom = atom(false);
