/**
 * Memoises catalogue reads until the catalogue changes. Writers announce changes through the
 * database (NOTIFY), so every server process drops its copy, not only the one that wrote.
 */
export class CatalogCache {
  private entries = new Map<string, Promise<unknown>>();
  private generation = 0;

  constructor(private readonly maxEntries = 500) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) return cached as Promise<T>;
    const generation = this.generation;
    const loading = load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, loading);
    // A failed load, or one that raced with an invalidation, must not be served later; the
    // entry may already be a newer load's by then, which stays.
    const forget = () => this.entries.get(key) === loading && this.entries.delete(key);
    loading.then(() => generation !== this.generation && forget(), forget);
    return loading;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';
