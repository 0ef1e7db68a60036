import { createContext, useContext } from 'react';

/**
 * The shop's address as visitors reach it (the server's PUBLIC_URL, no trailing slash): canonical
 * links, social previews and structured data name pages by it, whichever host drew them.
 */
export const PublicUrlContext = createContext('');

export function usePublicUrl(): string {
  return useContext(PublicUrlContext);
}

/** `path` on the shop's own address; urls that are already absolute stay as they are. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl}/`).href;
}
