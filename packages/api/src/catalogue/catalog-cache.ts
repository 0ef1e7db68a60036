import type { MetricsPort } from '../shared/ports.ts';

interface CatalogCacheOptions {
  /** Entries kept at most; past it the cache starts again empty. */
  maxEntries?: number;
  /** Told of each lookup: `get`'s hits and misses, and `peek`'s hits (its misses go on to `get`). */
  metrics?: Pick<MetricsPort, 'catalogueCacheLookup'>;
}

/**
 * Memoises catalogue reads until the catalogue changes. The tables the shop shows announce every
 * change themselves (a trigger's NOTIFY on CATALOG_CHANGED_CHANNEL, migration 0021), so every
 * server process drops its copy, whoever wrote, through the API or not.
 */
export class CatalogCache {
  private entries = new Map<string, Promise<unknown>>();
  /** Loads that finished, for callers that cannot wait (an answer straight from memory). */
  private settled = new Map<string, unknown>();
  private generation = 0;
  private readonly maxEntries: number;
  private readonly metrics: CatalogCacheOptions['metrics'];

  constructor({ maxEntries = 500, metrics }: CatalogCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.metrics = metrics;
  }

  /** `load`'s answer for `key`, kept until the catalogue changes unless `keep` turns it down. */
  async get<T>(
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    const cached = this.entries.get(key);
    this.metrics?.catalogueCacheLookup(cached !== undefined);
    if (cached) return cached as Promise<T>;
    const generation = this.generation;
    const loading = load();
    if (this.entries.size >= this.maxEntries) {
      this.entries.clear();
      this.settled.clear();
    }
    this.entries.set(key, loading);
    // A failed load, or one that raced with an invalidation, must not be served later; the
    // entry may already be a newer load's by then, which stays.
    const current = () => this.entries.get(key) === loading;
    loading.then(
      (value) => {
        if (generation !== this.generation || !keep(value)) {
          if (current()) this.entries.delete(key);
        } else if (current()) {
          this.settled.set(key, value);
        }
      },
      () => current() && this.entries.delete(key),
    );
    return loading;
  }

  /** The finished value for `key`, if there is one now. */
  peek<T>(key: string): T | undefined {
    const value = this.settled.get(key) as T | undefined;
    if (value !== undefined) this.metrics?.catalogueCacheLookup(true);
    return value;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.settled.clear();
  }
}

export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';
