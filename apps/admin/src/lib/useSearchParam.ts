import { useCallback, useEffect, useState } from 'react';
import { navigate } from './navigate.ts';

function read<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  const value = new URLSearchParams(window.location.search).get(name);
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * A piece of navigation state kept in the address (?tab=orders), so a reload or a shared link
 * opens the same place and the browser's back button works.
 */
export function useSearchParam<T extends string>(name: string, allowed: readonly T[], fallback: T) {
  const [value, setValue] = useState(() => read(name, allowed, fallback));

  useEffect(() => {
    const onPopState = () => setValue(read(name, allowed, fallback));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [name, allowed, fallback]);

  const update = useCallback(
    (next: T) => {
      navigate({ [name]: next === fallback ? null : next });
      setValue(next);
    },
    [name, fallback],
  );

  return [value, update] as const;
}
