import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { ToastInput } from './notify.ts';

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Where toasts show; mounted with the first toast (lib/notify.ts), so pages load without it. */
export function Toasts() {
  // After the container's own effects: a toast shown now enters as every later one does.
  useEffect(() => markMounted(), []);
  return <Notifications limit={1} position="top-right" maw={420} zIndex={1000} />;
}

export async function showToast(input: ToastInput) {
  await mounted;
  const destructive = input.variant === 'destructive';
  // A new toast replaces the one on screen instead of queueing behind it.
  notifications.clean();
  notifications.show({
    title: input.title,
    message: input.description ?? '',
    color: destructive ? 'red' : 'safety',
    autoClose: input.duration ?? 5000,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
    // Screen readers hear failures at once and confirmations politely.
    role: destructive ? 'alert' : 'status',
    'data-testid': 'toast',
    'data-variant': input.variant ?? 'default',
  });
}
