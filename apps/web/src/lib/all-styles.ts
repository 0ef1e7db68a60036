/** Loads every Mantine style (once); styles/mantine-first-screen.css says why it waits. */
const loadAllStyles = () => import('../styles/mantine-all.ts');

/** A lazily loaded module that renders only once the full styles are in place. */
export function withAllStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loadAllStyles(), load()]).then(([, loaded]) => loaded);
}
