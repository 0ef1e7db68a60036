/** Search parameters to set, or to remove with null. */
export type ParamChanges = Record<string, string | null>;

/** The current address with these parameters changed, as a link's href ("?tab=quotes&quote=42"). */
export function hrefWith(changes: ParamChanges): string {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}`;
}

/**
 * Moves within the admin site by changing its address. Every hook that reads a parameter listens
 * for popstate, so announcing the change that way lets a link in one tab open another. `replace`
 * changes the current history entry instead, for an address the back button should not return to.
 */
export function navigate(changes: ParamChanges, { replace = false } = {}) {
  const href = hrefWith(changes);
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
