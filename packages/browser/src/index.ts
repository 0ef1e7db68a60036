export { errorCode, errorMessage, fieldErrorsOf } from './errors.ts';
export { formatCalendarDay, formatDate, formatDateTime, formatMoney } from './format.ts';
export { toast, toastFailure, type ToastInput } from './toast/toast.ts';
export { ToastOutlet } from './toast/ToastOutlet.tsx';
export type { MutationPath, QueryPath } from './stale/paths.ts';
export {
  mutationKeyFor,
  refreshAfterMutations,
  type StaleAfter,
  type Staleness,
} from './stale/refresh.ts';
