/** The shop's server, which also hosts the API; empty when the admin site is served by it. */
export const apiOrigin = (import.meta.env.VITE_API_ORIGIN ?? '').replace(/\/+$/, '');

/** The shop's home page. */
export const shopUrl = `${apiOrigin}/`;

/** Resolves a server-relative asset (an upload, a demo image) against the API origin. */
export function assetUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith('/') && !url.startsWith('//') ? `${apiOrigin}${url}` : url;
}
