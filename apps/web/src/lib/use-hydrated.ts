import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React hydrates the server's HTML and true after: what only this browser knows
 * (its stored cart, say) must wait, or the first render would not match the server's.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
