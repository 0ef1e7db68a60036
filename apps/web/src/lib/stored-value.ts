import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Sent on this window when a value is stored here; other tabs hear the browser's `storage`. */
const STORED = 'buildright:stored-value';

/** Where values go when the browser refuses localStorage (private modes, quotas). */
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, raw: string) {
  try {
    window.localStorage.setItem(key, raw);
  } catch {
    memory.set(key, raw);
  }
  window.dispatchEvent(new Event(STORED));
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(STORED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(STORED, onChange);
  };
}

function parse<T>(raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/**
 * A value kept in localStorage as JSON, the same in every tab. The server draws pages with
 * `fallback`, and so does hydration; a stored value different from it applies right after, and
 * only the components reading it draw again (none at all when nothing is stored).
 */
export function useStoredValue<T extends string | number | boolean | null>(
  key: string,
  fallback: T,
): [T, (value: T) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const value = useMemo(() => parse(raw, fallback), [raw, fallback]);
  const store = useCallback((next: T) => write(key, JSON.stringify(next)), [key]);
  return [value, store];
}
