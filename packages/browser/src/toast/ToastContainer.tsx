import { Notifications, notifications, type NotificationsProps } from '@mantine/notifications';
import { useEffect } from 'react';
import type { ToastInput } from './toast.ts';

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Where toasts show; mounted by ToastOutlet with the first toast, so pages load without it. */
export function ToastContainer({ position }: { position: NotificationsProps['position'] }) {
  // After the container's own effects: a toast shown now enters as every later one does.
  useEffect(() => markMounted(), []);
  return <Notifications limit={1} position={position} maw={420} zIndex={1000} />;
}

export async function showToast(input: ToastInput) {
  await mounted;
  const destructive = input.variant === 'destructive';
  notifications.clean();
  notifications.show({
    title: input.title,
    message: input.description ?? '',
    color: destructive ? 'red' : undefined,
    autoClose: input.duration ?? (destructive ? 8000 : 5000),
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
    // Screen readers hear failures at once and confirmations politely.
    role: destructive ? 'alert' : 'status',
    'data-testid': 'toast',
    'data-variant': input.variant ?? 'default',
  });
}
