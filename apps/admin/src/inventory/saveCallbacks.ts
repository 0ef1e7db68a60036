import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';

/**
 * How an inventory form answers a save of a `noun` ("Category"), for its create and its update
 * mutation: on success a toast, the form closed and fresh lists (lib/stale-after.ts); on failure a
 * toast, and the server's reasons beside the fields they concern (every value is kept).
 *
 * The form closes before the lists refresh: closing returns to the list's address, so staff who
 * moved to another tab while the lists were being fetched would be pulled back to it.
 */
export function saveCallbacks(
  noun: string,
  setErrors: (errors: Record<string, string>) => void,
  onClose: () => void,
) {
  const callbacks = (done: string, verb: string) => ({
    meta: { refreshLast: true },
    onSuccess: () => {
      toast({ title: `${noun} ${done} successfully` });
      onClose();
    },
    onError: (error: unknown) => {
      setErrors(fieldErrorsOf(error));
      toastFailure(`Failed to ${verb} ${noun.toLowerCase()}`, error);
    },
  });
  return { created: callbacks('created', 'create'), updated: callbacks('updated', 'update') };
}
