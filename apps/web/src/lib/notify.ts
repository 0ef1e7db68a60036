import { useSyncExternalStore } from 'react';
import type * as Toasts from './toasts.tsx';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
}

// The toasts' code (Mantine's notifications) loads with the first toast, not with every page.
let loading: Promise<typeof Toasts> | undefined;
let queue = Promise.resolve();
const listeners = new Set<() => void>();

/**
 * Toasts (SPEC §2): title, description, default or destructive style; one visible at a time.
 * Settles once the toast is shown (or could not be), for a caller that must let it be read.
 */
export function toast(input: ToastInput): Promise<void> {
  if (!loading) {
    loading = import('./toasts.tsx');
    for (const listener of listeners) listener();
  }
  const loaded = loading;
  // In the order they were asked for; one that cannot load (offline) is skipped.
  queue = queue
    .then(() => loaded)
    .then((module) => module.showToast(input))
    .catch(() => {});
  return queue;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast was asked for: the toasts' container is mounted from then on. */
export function useToastsWanted() {
  return useSyncExternalStore(
    subscribe,
    () => loading !== undefined,
    () => false,
  );
}
