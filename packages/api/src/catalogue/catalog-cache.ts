import { LRUCache } from 'lru-cache';
import type { MetricsPort } from '../shared/ports.ts';

interface CatalogCacheOptions {
  /** Entries kept at most. */
  maxEntries?: number;
  /**
   * Roughly how much the kept answers may weigh, in characters of their JSON (a drawn page's
   * HTML, a product's answer); the least recently used go first past it.
   */
  maxSize?: number;
  /** Told of each lookup: `get`'s hits and misses, and `peek`'s hits (its misses go on to `get`). */
  metrics?: Pick<MetricsPort, 'catalogueCacheLookup'>;
}

interface Entry {
  loading: Promise<unknown>;
  /** Present once the load finished and was kept. */
  settled?: { value: unknown };
  size: number;
}

/** An answer's weight: its length as text, which is what the shop sends of it. */
function sizeOf(value: unknown): number {
  if (typeof value === 'string') return Math.max(1, value.length);
  try {
    return Math.max(1, JSON.stringify(value)?.length ?? 1);
  } catch {
    return 1024;
  }
}

/**
 * Memoises catalogue reads until the catalogue changes. The tables the shop shows announce every
 * change themselves (a trigger's NOTIFY on CATALOG_CHANGED_CHANNEL, migration 0021), so every
 * server process drops its copy, whoever wrote, through the API or not. Between changes the
 * least recently used answers make room for new ones, so the pages buyers keep opening stay in
 * memory however many others crawlers walk through.
 */
export class CatalogCache {
  private readonly entries: LRUCache<string, Entry>;
  private generation = 0;
  private readonly metrics: CatalogCacheOptions['metrics'];

  // 16 million characters: a drawn page is ~85,000, a product's answer ~1,000; objects weigh
  // a few times their JSON in the heap, which a server caps at 256 MB (ADR 0005).
  constructor({ maxEntries = 20_000, maxSize = 16_000_000, metrics }: CatalogCacheOptions = {}) {
    this.entries = new LRUCache<string, Entry>({
      max: maxEntries,
      maxSize,
      sizeCalculation: (entry) => entry.size,
    });
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
    if (cached) return cached.loading as Promise<T>;
    const generation = this.generation;
    const loading = load();
    this.entries.set(key, { loading, size: 1 });
    // A failed load, or one that raced with an invalidation, must not be served later; the
    // entry may already be a newer load's by then, which stays.
    const current = () => this.entries.peek(key)?.loading === loading;
    loading.then(
      (value) => {
        if (!current()) return;
        if (generation !== this.generation || !keep(value)) this.entries.delete(key);
        else this.entries.set(key, { loading, settled: { value }, size: sizeOf(value) });
      },
      () => current() && this.entries.delete(key),
    );
    return loading;
  }

  /** The finished value for `key`, if there is one now. */
  peek<T>(key: string): T | undefined {
    const settled = this.entries.get(key)?.settled;
    if (settled) this.metrics?.catalogueCacheLookup(true);
    return settled?.value as T | undefined;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';
