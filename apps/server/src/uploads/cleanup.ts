import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { orderItems, products, users, type Database } from '@buildright/db';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** An upload's files share its random name: the original and its WebP versions. */
const UPLOAD_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})[-.]/;
const UPLOAD_URL = /^\/uploads\/([0-9a-f-]{36})[-.]/;

/** Long enough for an admin to upload images and save the product form. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

const uploaded = '/uploads/%';

/** Names of the uploads something still shows: a product, a line of a past order, a profile. */
async function uploadsInUse(db: Database): Promise<Set<string>> {
  const [productRows, orderLines, profiles] = await Promise.all([
    db.select({ imageUrl: products.imageUrl, images: products.images }).from(products),
    db
      .selectDistinct({ imageUrl: orderItems.imageUrl })
      .from(orderItems)
      .where(like(orderItems.imageUrl, uploaded)),
    db
      .select({ imageUrl: users.profileImageUrl })
      .from(users)
      .where(like(users.profileImageUrl, uploaded)),
  ]);
  const urls = [
    ...productRows.flatMap((row) => [row.imageUrl, ...row.images.map((image) => image.url)]),
    ...orderLines.map((line) => line.imageUrl),
    ...profiles.map((user) => user.imageUrl),
  ];
  return new Set(urls.flatMap((url) => UPLOAD_URL.exec(url ?? '')?.[1] ?? []));
}

/**
 * Deletes the files of uploads nothing uses (images uploaded, then removed or never saved),
 * once they are older than the grace period. Answers the files it deleted.
 */
export async function removeUnusedUploads(
  db: Database,
  uploadsDir: string,
  now: number = Date.now(),
): Promise<string[]> {
  const inUse = await uploadsInUse(db);
  const removed: string[] = [];
  for (const file of await readdir(uploadsDir)) {
    const name = UPLOAD_NAME.exec(file)?.[1];
    if (!name || inUse.has(name)) continue;
    const path = join(uploadsDir, file);
    if (now - (await stat(path)).mtimeMs < UNUSED_UPLOAD_GRACE_MS) continue;
    await rm(path, { force: true });
    removed.push(file);
  }
  return removed;
}

const CLEANUP_EVERY_MS = 6 * 60 * 60 * 1000;

/** Cleans the uploads at start and every six hours after. */
export function registerUploadCleanup(app: FastifyInstance, db: Database, uploadsDir: string) {
  const run = () =>
    removeUnusedUploads(db, uploadsDir)
      .then((removed) => {
        if (removed.length > 0) app.log.info({ files: removed }, 'Unused uploads removed');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'Cleaning the uploads failed'));
  const timer = setInterval(run, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', run);
  app.addHook('onClose', () => clearInterval(timer));
}
