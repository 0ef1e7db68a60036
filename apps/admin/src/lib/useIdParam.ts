import { useCallback, useEffect, useState } from 'react';
import { navigate } from './navigate.ts';

function readId(name: string): number | null {
  const value = new URLSearchParams(window.location.search).get(name);
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The record a link opens (?quote=42), kept in the address like the open tab, so e-mails and
 * other screens can link to it and the back button closes it again.
 */
export function useIdParam(name: string) {
  const [id, setId] = useState(() => readId(name));

  useEffect(() => {
    const onPopState = () => setId(readId(name));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [name]);

  const update = useCallback(
    (next: number | null) => navigate({ [name]: next === null ? null : String(next) }),
    [name],
  );

  return [id, update] as const;
}
