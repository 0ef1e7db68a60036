import {
  orderItems,
  productDocuments,
  products,
  returnPhotos,
  users,
  type Database,
} from '@buildright/db';
import { and, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { uploadNameOf, type ImageStore } from './store.ts';

/** Long enough for an admin to upload images and save the product form. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which of `names` something still shows: a product (its images and documents), a line of a past
 * order, a profile. The database reads the addresses and answers only the names asked about, so
 * the process holds no more than the store's own list however large the catalogue.
 */
async function uploadsInUse(
  db: Database,
  prefixes: readonly string[],
  names: string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const pattern = `(?:${prefixes.map(escapeRegExp).join('|')})(${UUID})`;
  const shown = (column: SQL) =>
    sql`select (regexp_matches(${column}, ${pattern}, 'g'))[1] as name`;
  const result = await db.execute(sql`
    select distinct name from (
      ${shown(sql`coalesce(${products.imageUrl}, '') || ' ' || ${products.images}::text`)} from ${products}
      union all ${shown(sql`${productDocuments.url}`)} from ${productDocuments}
      union all ${shown(sql`${orderItems.imageUrl}`)} from ${orderItems} where ${orderItems.imageUrl} is not null
      union all ${shown(sql`${users.profileImageUrl}`)} from ${users} where ${users.profileImageUrl} is not null
    ) shown
    where name = any(string_to_array(${names.join(',')}, ','))`);
  // postgres.js answers an array, PGlite an object with rows.
  const answer = result as unknown as { name: string }[] | { rows: { name: string }[] };
  const rows = Array.isArray(answer) ? answer : answer.rows;
  return new Set(rows.map((row) => row.name));
}

/** The store's uploads older than the grace period: each upload's name and its files. */
async function oldUploads(store: ImageStore, now: number): Promise<Map<string, string[]>> {
  const oldFiles = new Map<string, string[]>();
  for await (const file of store.list()) {
    const name = uploadNameOf(file.name);
    if (!name || now - file.modifiedAt.getTime() < UNUSED_UPLOAD_GRACE_MS) continue;
    oldFiles.set(name, [...(oldFiles.get(name) ?? []), file.name]);
  }
  return oldFiles;
}

/** Deletes the files of the uploads not in use; answers the files it deleted. */
async function removeAllBut(
  store: ImageStore,
  uploads: Map<string, string[]>,
  inUse: Set<string>,
): Promise<string[]> {
  const removed: string[] = [];
  for (const [name, files] of uploads) {
    if (inUse.has(name)) continue;
    for (const file of files) {
      await store.delete(file);
      removed.push(file);
    }
  }
  return removed;
}

/**
 * Deletes the files of uploads nothing uses (images uploaded, then removed or never saved;
 * documents removed from their product), once they are older than the grace period. Answers the
 * files it deleted.
 */
export async function removeUnusedUploads(
  db: Database,
  store: ImageStore,
  now: number = Date.now(),
): Promise<string[]> {
  const oldFiles = await oldUploads(store, now);
  const inUse = await uploadsInUse(db, store.urlPrefixes, [...oldFiles.keys()]);
  return removeAllBut(store, oldFiles, inUse);
}

/**
 * Forgets return photos no request named within the grace period, then deletes the files of
 * every photo no longer recorded (those, and the photos of deleted orders and returns). Answers
 * the files it deleted.
 */
export async function removeUnusedReturnPhotos(
  db: Database,
  store: ImageStore,
  now: number = Date.now(),
): Promise<string[]> {
  await db
    .delete(returnPhotos)
    .where(
      and(
        isNull(returnPhotos.returnId),
        lt(returnPhotos.createdAt, new Date(now - UNUSED_UPLOAD_GRACE_MS)),
      ),
    );
  const oldFiles = await oldUploads(store, now);
  if (oldFiles.size === 0) return [];
  const recorded = await db
    .select({ id: returnPhotos.id })
    .from(returnPhotos)
    .where(sql`${returnPhotos.id} = any(${`{${[...oldFiles.keys()].join(',')}}`}::uuid[])`);
  return removeAllBut(store, oldFiles, new Set(recorded.map((photo) => photo.id)));
}
