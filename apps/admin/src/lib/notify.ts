import { notifications } from '@mantine/notifications';
import { errorMessage } from './errors.ts';

/** A success toast; the new one replaces whatever is on screen (one at a time, SPEC §2). */
export function notifySuccess(title: string, message?: string) {
  notifications.clean();
  notifications.show({ title, message: message ?? '', color: 'green', withBorder: true });
}

/** A destructive toast: what failed, and the server's reason so staff know what to fix. */
export function notifyFailure(title: string, error?: unknown, message?: string) {
  notifications.clean();
  notifications.show({
    title,
    message: message ?? (error === undefined ? '' : errorMessage(error)),
    color: 'red',
    withBorder: true,
    autoClose: 8000,
  });
}
