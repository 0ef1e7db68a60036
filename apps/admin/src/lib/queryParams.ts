import { useDebouncedValue } from '@mantine/hooks';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Query parameters to set, or to remove with null (or ''). */
type ParamChanges = Record<string, string | null>;

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

/**
 * Changes a list's filters. A new filter or search starts again at the first page, in one step of
 * the history; typing replaces that step rather than adding one per letter.
 */
export function useFilterBy() {
  const setParams = useSetParams();
  return (changes: ParamChanges, options?: ChangeOptions) =>
    setParams({ ...changes, page: null }, options);
}

/** A searched, server-paged list's state in the address: the search (?q=), as typed and settled, and the page. */
export function useListParams() {
  const search = useTextParam('q') ?? '';
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = usePageParam();
  const filterBy = useFilterBy();
  return {
    search,
    debouncedSearch,
    page,
    setPage,
    filterBy,
    /** Follows the search box, replacing the history step while typing. */
    searchFor: (text: string) => filterBy({ q: text }, { replace: true }),
  };
}
