import { useCallback } from 'react';
import { navigate } from './navigate.ts';
import { useIdParam } from './useIdParam.ts';

/**
 * The page of a list kept in the address (?page=3), so a reload, a shared link and the back
 * button show the same page; the first page leaves it out of the address.
 */
export function usePageParam() {
  const [page] = useIdParam('page');
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      navigate({ page: next === 1 ? null : String(next) }, options),
    [],
  );
  return [page ?? 1, setPage] as const;
}
