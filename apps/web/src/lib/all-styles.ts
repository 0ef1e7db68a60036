import type { RouteObject } from 'react-router-dom';

/** Loads every Mantine style (once); see styles/mantine-first-screen.css for why it waits. */
export const loadAllStyles = () => import('../styles/mantine-all.ts');

/** A lazily loaded module that renders only once the full styles are in place. */
export function withAllStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loadAllStyles(), load()]).then(([, loaded]) => loaded);
}

/** The same for every lazy route of a route list. */
export function stylesBeforeLazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    typeof route.lazy === 'function' ? { ...route, lazy: withAllStyles(route.lazy) } : route,
  );
}
