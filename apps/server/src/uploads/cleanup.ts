import { orderItems, products, users, type Database } from '@buildright/db';
import { like, or, type Column } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploadNameOf, type ImageStore } from './store.ts';

/** Long enough for an admin to upload images and save the product form. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** Names of the uploads something still shows: a product, a line of a past order, a profile. */
async function uploadsInUse(db: Database, prefixes: readonly string[]): Promise<Set<string>> {
  // A prefix's own % or _ only lets more rows through; the prefix test below decides.
  const uploaded = (column: Column) => or(...prefixes.map((prefix) => like(column, `${prefix}%`)));
  const [productRows, orderLines, profiles] = await Promise.all([
    db.select({ imageUrl: products.imageUrl, images: products.images }).from(products),
    db
      .selectDistinct({ imageUrl: orderItems.imageUrl })
      .from(orderItems)
      .where(uploaded(orderItems.imageUrl)),
    db
      .select({ imageUrl: users.profileImageUrl })
      .from(users)
      .where(uploaded(users.profileImageUrl)),
  ]);
  const urls = [
    ...productRows.flatMap((row) => [row.imageUrl, ...row.images.map((image) => image.url)]),
    ...orderLines.map((line) => line.imageUrl),
    ...profiles.map((user) => user.imageUrl),
  ];
  const nameIn = (url: string) => {
    const prefix = prefixes.find((p) => url.startsWith(p));
    return prefix === undefined ? undefined : uploadNameOf(url.slice(prefix.length));
  };
  return new Set(urls.flatMap((url) => nameIn(url ?? '') ?? []));
}

/**
 * Deletes the files of uploads nothing uses (images uploaded, then removed or never saved),
 * once they are older than the grace period. Answers the files it deleted.
 */
export async function removeUnusedUploads(
  db: Database,
  store: ImageStore,
  now: number = Date.now(),
): Promise<string[]> {
  const inUse = await uploadsInUse(db, store.urlPrefixes);
  const removed: string[] = [];
  for await (const file of store.list()) {
    const name = uploadNameOf(file.name);
    if (!name || inUse.has(name)) continue;
    if (now - file.modifiedAt.getTime() < UNUSED_UPLOAD_GRACE_MS) continue;
    await store.delete(file.name);
    removed.push(file.name);
  }
  return removed;
}

const CLEANUP_EVERY_MS = 6 * 60 * 60 * 1000;

/** Cleans the uploads at start and every six hours after. */
export function registerUploadCleanup(app: FastifyInstance, db: Database, store: ImageStore) {
  const run = () =>
    removeUnusedUploads(db, store)
      .then((removed) => {
        if (removed.length > 0) app.log.info({ files: removed }, 'Unused uploads removed');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'Cleaning the uploads failed'));
  const timer = setInterval(run, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', run);
  app.addHook('onClose', () => clearInterval(timer));
}
