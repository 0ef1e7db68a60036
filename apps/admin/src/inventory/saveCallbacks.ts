import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { refreshCatalog } from './invalidate.ts';

/**
 * How an inventory form answers a save of a `noun` ("Category"), for its create and its update
 * mutation: on success a toast, fresh lists and the form closed; on failure a toast, and the
 * server's reasons beside the fields they concern (every value is kept).
 */
export function saveCallbacks(
  noun: string,
  setErrors: (errors: Record<string, string>) => void,
  onClose: () => void,
) {
  const callbacks = (done: string, verb: string) => ({
    onSuccess: async () => {
      toast({ title: `${noun} ${done} successfully` });
      await refreshCatalog();
      onClose();
    },
    onError: (error: unknown) => {
      setErrors(fieldErrorsOf(error));
      toastFailure(`Failed to ${verb} ${noun.toLowerCase()}`, error);
    },
  });
  return { created: callbacks('created', 'create'), updated: callbacks('updated', 'update') };
}
