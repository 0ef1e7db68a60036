import { describe, expect, it, vi } from 'vitest';
import { CatalogCache } from './catalog-cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CatalogCache', () => {
  it('loads a key once and serves the same answer afterwards', async () => {
    const cache = new CatalogCache();
    const load = vi.fn(async () => ({ products: 3 }));
    const first = await cache.get('products', load);
    const second = await cache.get('products', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });

  it('keeps keys apart', async () => {
    const cache = new CatalogCache();
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(await cache.get('a', async () => 'other')).toBe('A');
  });

  it('shares one load between concurrent callers', async () => {
    const cache = new CatalogCache();
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    pending.resolve('v');
    expect(await both).toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after clear()', async () => {
    const cache = new CatalogCache();
    expect(await cache.get('k', async () => 'old')).toBe('old');
    cache.clear();
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('does not keep a failed load', async () => {
    const cache = new CatalogCache();
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    await flush();
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('does not keep an answer the caller turns down', async () => {
    const cache = new CatalogCache();
    const keepComplete = (answer: { complete: boolean }) => answer.complete;
    await cache.get('k', async () => ({ complete: false }), keepComplete);
    await flush();
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', async () => ({ complete: true }), keepComplete)).toEqual({
      complete: true,
    });
    await flush();
    expect(cache.peek('k')).toEqual({ complete: true });
  });

  it('does not keep a load that was running when the catalogue changed', async () => {
    const cache = new CatalogCache();
    const stale = deferred<string>();
    const answer = cache.get('k', () => stale.promise);
    cache.clear();
    // The pre-change read may still answer its own caller...
    stale.resolve('before the edit');
    expect(await answer).toBe('before the edit');
    await flush();
    // ...but the next one reads again.
    expect(await cache.get('k', async () => 'after the edit')).toBe('after the edit');
  });

  it('does not let a stale load evict the fresh entry for the same key', async () => {
    const cache = new CatalogCache();
    const stale = deferred<string>();
    const staleAnswer = cache.get('k', () => stale.promise);
    cache.clear();
    const fresh = vi.fn(async () => 'fresh');
    expect(await cache.get('k', fresh)).toBe('fresh');
    stale.resolve('stale');
    await staleAnswer;
    await flush();
    expect(await cache.get('k', fresh)).toBe('fresh');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('makes room by dropping what was least recently used', async () => {
    const cache = new CatalogCache({ maxEntries: 2 });
    await cache.get('home', async () => 'home page');
    await cache.get('a', async () => 'A');
    await flush();
    // The home page is read again, so the next new answer pushes out A instead.
    expect(cache.peek('home')).toBe('home page');
    await cache.get('b', async () => 'B');
    await flush();
    expect(cache.peek('home')).toBe('home page');
    expect(cache.peek('a')).toBeUndefined();
  });

  it('weighs answers by their length and stays within its size', async () => {
    const cache = new CatalogCache({ maxSize: 1_000 });
    await cache.get('page:1', async () => 'x'.repeat(600));
    await flush();
    await cache.get('page:2', async () => 'y'.repeat(600));
    await flush();
    expect(cache.peek('page:1')).toBeUndefined();
    expect(cache.peek('page:2')).toBe('y'.repeat(600));
    await cache.get('product:1', async () => ({ name: 'Bucket', price: '10.00' }));
    await flush();
    expect(cache.peek('product:1')).toEqual({ name: 'Bucket', price: '10.00' });
  });

  it('stays bounded', async () => {
    const cache = new CatalogCache({ maxEntries: 2 });
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('c', async () => 'C');
    const reload = vi.fn(async () => 'A again');
    expect(await cache.get('a', reload)).toBe('A again');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers finished values to peek, and nothing once cleared or still loading', async () => {
    const cache = new CatalogCache();
    const slow = deferred<string>();
    const answer = cache.get('k', () => slow.promise);
    expect(cache.peek('k')).toBeUndefined();
    slow.resolve('value');
    await answer;
    await flush();
    expect(cache.peek('k')).toBe('value');
    cache.clear();
    expect(cache.peek('k')).toBeUndefined();
  });

  it('never offers a value whose load raced with a clear', async () => {
    const cache = new CatalogCache();
    const stale = deferred<string>();
    const answer = cache.get('k', () => stale.promise);
    cache.clear();
    stale.resolve('stale');
    await answer;
    await flush();
    expect(cache.peek('k')).toBeUndefined();
  });
});
