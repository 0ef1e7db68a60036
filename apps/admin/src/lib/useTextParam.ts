import { useEffect, useState } from 'react';

const read = (name: string) => new URLSearchParams(window.location.search).get(name) || null;

/** A free-text parameter of the address (?invitation=TOKEN), followed as it changes. */
export function useTextParam(name: string): string | null {
  const [value, setValue] = useState(() => read(name));

  useEffect(() => {
    const onPopState = () => setValue(read(name));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [name]);

  return value;
}
