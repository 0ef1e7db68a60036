import { fieldErrorsOf } from '../lib/errors.ts';
import { notifyFailure, notifySuccess } from '../lib/notify.ts';
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
      notifySuccess(title);
      await refreshCatalog();
      onClose();
    },
    onFailed: (title: string) => (error: unknown) => {
      setErrors(fieldErrorsOf(error));
      notifyFailure(title, error);
    },
  };
}
