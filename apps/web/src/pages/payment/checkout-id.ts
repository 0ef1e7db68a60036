const KEY = 'buildright:checkout-id';

/** A v4 UUID; `crypto.randomUUID` exists only on HTTPS pages and localhost. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * This browser's current checkout: the server reuses its order and payment while the cart stays
 * the same, across reloads and tabs. A finished or expired payment starts a new one.
 */
export function currentCheckoutId(): string {
  const stored = localStorage.getItem(KEY);
  if (stored) return stored;
  const id = newUuid();
  localStorage.setItem(KEY, id);
  return id;
}

export function forgetCheckoutId(): void {
  localStorage.removeItem(KEY);
}
