import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Query parameters to set, or to remove with null (or ''). */
export type ParamChanges = Record<string, string | null>;

interface ChangeOptions {
  /** Change the current step of the history instead of adding one (typing in a search box). */
  replace?: boolean;
}

/**
 * Changes the current screen's query parameters: a list's filters, search and page live there, so
 * a reload, a shared link and the back button show the same list.
 */
export function useSetParams() {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (changes: ParamChanges, { replace = false }: ChangeOptions = {}) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );
}

/** A free-text parameter (?q=bucket), or null. */
export function useTextParam(name: string): string | null {
  const [params] = useSearchParams();
  return params.get(name) || null;
}

/** A parameter with a fixed set of values (?status=pending); the fallback when missing or unknown. */
export function useChoiceParam<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = useTextParam(name);
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** A list's page (?page=3), the first page leaving it out of the address. */
export function usePageParam() {
  const text = useTextParam('page');
  const page = text !== null && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
  const setParams = useSetParams();
  const setPage = useCallback(
    (next: number, options?: ChangeOptions) =>
      setParams({ page: next === 1 ? null : String(next) }, options),
    [setParams],
  );
  return [page, setPage] as const;
}
