import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { toast, toastFailure } from './toast.ts';
import { ToastOutlet } from './ToastOutlet.tsx';

afterAll(cleanup);

describe('toasts', () => {
  it(
    'mount with the first toast and show one at a time, the newest',
    { timeout: 15_000 },
    async () => {
      render(
        <MantineProvider>
          <ToastOutlet />
        </MantineProvider>,
      );
      // Nothing of the toasts' code on the page before a toast is asked for.
      const notifications = () => document.querySelector('.mantine-Notifications-root');
      expect(notifications()).toBeNull();

      // A toast waits for its container to mount, which React draws once the call returns.
      act(() => void toast({ title: 'Added to Cart', description: 'Bucket has been added' }));
      const first = await screen.findByTestId('toast', {}, { timeout: 5000 });
      expect(first.textContent).toContain('Added to Cart');
      expect(first.getAttribute('role')).toBe('status');
      expect(first.dataset.variant).toBe('default');
      expect(notifications()).not.toBeNull();

      act(() => void toastFailure('Login failed', new TypeError('Failed to fetch')));
      const failure = await screen.findByRole('alert');
      await waitFor(() => expect(screen.getAllByTestId('toast')).toHaveLength(1));
      expect(failure.textContent).toContain('Login failed');
      expect(failure.textContent).toContain('The server could not be reached.');
      expect(failure.dataset.variant).toBe('destructive');
    },
  );
});
