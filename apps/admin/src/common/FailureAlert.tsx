import { errorMessage } from '@buildright/browser';
import { ErrorAlert } from '@buildright/ui';

/** Why the last attempt failed, under `title`; nothing while there is no failure. */
export function FailureAlert({ title, error }: { title: string; error: unknown }) {
  if (error == null) return null;
  return <ErrorAlert title={title}>{errorMessage(error)}</ErrorAlert>;
}
