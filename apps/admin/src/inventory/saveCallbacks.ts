import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { refreshCatalog } from './invalidate.ts';

/**
 * How an inventory form answers a save: on success a toast, fresh lists and the form closed; on
 * failure a toast, and the server's reasons beside the fields they concern (every value is kept).
 */
export function saveCallbacks(
  setErrors: (errors: Record<string, string>) => void,
  onClose: () => void,
) {
  return {
    onSaved: (title: string) => async () => {
      toast({ title: title });
      await refreshCatalog();
      onClose();
    },
    onFailed: (title: string) => (error: unknown) => {
      setErrors(fieldErrorsOf(error));
      toastFailure(title, error);
    },
  };
}
