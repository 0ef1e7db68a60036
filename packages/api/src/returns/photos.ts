import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { returnPhotos, type Database, type Transaction } from '@buildright/db';
import { conflict, invalidFields, notFound, type FieldIssue } from '../errors.ts';
import { assertBuyerOf, type ReturnBuyer } from './access.ts';
import { newLinkKey, photoLink, photoLinkValid } from './photo-links.ts';
import { MAX_RETURN_PHOTOS, type ReturnPhoto } from './shared/returns.ts';

/**
 * Where return photos' files are kept: the server's uploads store, in a part it never serves as
 * it serves product images, handed to the API as this port.
 */
export interface ReturnPhotoFiles {
  /**
   * Checks a photo by the product images' rules (a JPEG, PNG or GIF by its bytes, that can be
   * read) and keeps it under a new random name, a uuid, which it answers; throws a
   * PhotoRefusedError saying why not.
   */
  save(bytes: Uint8Array): Promise<string>;
}

/** Why a file is not taken as a photo, in words for its buyer. */
export class PhotoRefusedError extends Error {
  override name = 'PhotoRefusedError';
}

/**
 * Photos uploaded for one order and not yet named by a request. Enough for a buyer who changes
 * their mind about a few, not a store anyone may fill.
 */
export const MAX_WAITING_PHOTOS = 4 * MAX_RETURN_PHOTOS;

type Db = Database | Transaction;

const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A buyer uploads photos for a return or claim of an order they may ask about (another's order is
 * the same 404 as none). Each is checked and stored; a refused one is a 400 naming it
 * (`photos.N`) and no photo is recorded (files already stored are left to the cleanup of unused
 * uploads). Answers their ids, for the request's `photos`.
 */
export async function addReturnPhotos(
  deps: { db: Database; files: ReturnPhotoFiles },
  buyer: ReturnBuyer,
  orderId: number,
  photos: readonly { name: string; bytes: Uint8Array }[],
): Promise<{ id: string }[]> {
  await assertBuyerOf(deps.db, buyer, orderId);
  const [waiting] = await deps.db
    .select({ photos: count() })
    .from(returnPhotos)
    .where(and(eq(returnPhotos.orderId, orderId), isNull(returnPhotos.returnId)));
  if (waiting!.photos + photos.length > MAX_WAITING_PHOTOS) {
    throw conflict(
      `Order #${orderId} already has ${waiting!.photos} photos waiting for a request: send the request with them, or try again tomorrow`,
    );
  }
  const ids: string[] = [];
  for (const [index, photo] of photos.entries()) {
    try {
      ids.push(await deps.files.save(photo.bytes));
    } catch (error) {
      if (!(error instanceof PhotoRefusedError)) throw error;
      const file = photo.name ? `"${photo.name}": ` : '';
      throw invalidFields([{ path: ['photos', index], message: `${file}${error.message}` }]);
    }
  }
  await deps.db
    .insert(returnPhotos)
    .values(ids.map((id) => ({ id, orderId, linkKey: newLinkKey() })));
  return ids.map((id) => ({ id }));
}

/**
 * Gives a new return the photos its request names: each uploaded for this order and named by no
 * other request, else a 400 naming it (`photos.N`), which undoes the caller's transaction.
 */
export async function attachPhotos(
  tx: Transaction,
  orderId: number,
  returnId: number,
  photoIds: readonly string[],
): Promise<void> {
  if (photoIds.length === 0) return;
  const named = sql`${`{${photoIds.join(',')}}`}::uuid[]`;
  const attached = await tx
    .update(returnPhotos)
    .set({ returnId, position: sql`array_position(${named}, ${returnPhotos.id})` })
    .where(
      and(
        inArray(returnPhotos.id, [...photoIds]),
        eq(returnPhotos.orderId, orderId),
        isNull(returnPhotos.returnId),
      ),
    )
    .returning({ id: returnPhotos.id });
  const found = new Set(attached.map((photo) => photo.id));
  const issues = photoIds.flatMap((id, index): FieldIssue[] =>
    found.has(id)
      ? []
      : [
          {
            path: ['photos', index],
            message: `No photo ${id} waits for a request of order #${orderId}: upload it again`,
          },
        ],
  );
  if (issues.length > 0) throw invalidFields(issues);
}

/** The photos of these returns, each with a link signed now, by return. */
export async function photosOfReturns(
  db: Db,
  returnIds: readonly number[],
  now = new Date(),
): Promise<Map<number, ReturnPhoto[]>> {
  const rows = await db
    .select({ id: returnPhotos.id, returnId: returnPhotos.returnId, linkKey: returnPhotos.linkKey })
    .from(returnPhotos)
    .where(inArray(returnPhotos.returnId, [...returnIds]))
    .orderBy(asc(returnPhotos.position));
  const byReturn = new Map<number, ReturnPhoto[]>();
  for (const row of rows) {
    const photos = byReturn.get(row.returnId!) ?? [];
    photos.push({ id: row.id, url: photoLink(row, now) });
    byReturn.set(row.returnId!, photos);
  }
  return byReturn;
}

/**
 * The photo a link names, when its signature is the photo's own and it has not ended; otherwise
 * the same 404 as for a photo that does not exist.
 */
export async function photoOfLink(
  db: Database,
  link: { id: string; expires: string; signature: string },
  now = new Date(),
): Promise<{ id: string; expires: Date }> {
  const missing = notFound(
    'No such photo, or its link has ended: open the return again for a new one',
  );
  const expires = Number(link.expires);
  if (!uuidText.test(link.id) || !/^\d{1,12}$/.test(link.expires)) throw missing;
  const [photo] = await db
    .select({ id: returnPhotos.id, linkKey: returnPhotos.linkKey })
    .from(returnPhotos)
    .where(eq(returnPhotos.id, link.id));
  if (!photo || !photoLinkValid(photo, { expires, signature: link.signature }, now)) throw missing;
  return { id: photo.id, expires: new Date(expires * 1000) };
}
