import type { NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, type ComponentType } from 'react';
import { useToastsWanted } from './toast.ts';

type ContainerProps = { position: NotificationsProps['position'] };

// Without its code (offline) there are no toasts, rather than no page.
const ToastContainer = lazy((): Promise<{ default: ComponentType<ContainerProps> }> =>
  import('./ToastContainer.tsx').then(
    (m) => ({ default: m.ToastContainer }),
    () => ({ default: () => null }),
  ),
);

/** Put once inside MantineProvider: the toasts' container, from the first toast on. */
export function ToastOutlet({ position = 'top-right' }: Partial<ContainerProps>) {
  const wanted = useToastsWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer position={position} />
    </Suspense>
  ) : null;
}
