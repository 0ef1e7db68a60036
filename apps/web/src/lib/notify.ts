import { notifications } from '@mantine/notifications';

/** Toasts (SPEC §2): title, description, default or destructive style; one visible at a time. */
export function toast(input: {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
}) {
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
