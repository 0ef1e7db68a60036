import { useSyncExternalStore } from 'react';
import { errorMessage } from '../errors.ts';
import type * as Container from './ToastContainer.tsx';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** How long it stays, in ms: 5000 by default, 8000 for a failure (its reason takes reading). */
  duration?: number;
}

// The toasts' code (Mantine's notifications) loads with the first toast, not with every page.
let loading: Promise<typeof Container> | undefined;
let queue = Promise.resolve();
const listeners = new Set<() => void>();

/**
 * A toast (SPEC §2): title, description, default or destructive style; one visible at a time, a
 * new one replacing the one on screen. Settles once it is shown (or could not be), for a caller
 * that must let it be read before leaving the page.
 */
export function toast(input: ToastInput): Promise<void> {
  if (!loading) {
    loading = import('./ToastContainer.tsx');
    for (const listener of listeners) listener();
  }
  const loaded = loading;
  // In the order they were asked for; one whose code cannot load (offline) is skipped.
  queue = queue
    .then(() => loaded)
    .then((module) => module.showToast(input))
    .catch(() => {});
  return queue;
}

/** A destructive toast saying what failed, with the reason people can act on as its text. */
export function toastFailure(title: string, error: unknown): Promise<void> {
  return toast({ title, description: errorMessage(error), variant: 'destructive' });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast was asked for: the container is mounted from then on. */
export function useToastsWanted() {
  return useSyncExternalStore(
    subscribe,
    () => loading !== undefined,
    () => false,
  );
}
