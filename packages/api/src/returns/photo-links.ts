import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const HOUR_MS = 60 * 60 * 1000;

/** Where the server sends a return's photo; a link adds when it ends and its signature. */
export const RETURN_PHOTO_PATH = '/api/return-photos/';

/** A new photo's secret: its links are signed with it, and nothing else knows it. */
export const newLinkKey = () => randomBytes(32).toString('base64url');

const signatureOf = (linkKey: string, id: string, expires: number) =>
  createHmac('sha256', linkKey).update(`${id}.${expires}`).digest('base64url');

/**
 * A link to a photo that works until an hour after the next full hour (so the same link, and the
 * browser's copy, serve a whole hour), for whoever is given it: only reads of a return for those
 * who may see it give one.
 */
export function photoLink(photo: { id: string; linkKey: string }, now = new Date()): string {
  const expires = (Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS) / 1000;
  const signature = signatureOf(photo.linkKey, photo.id, expires);
  return `${RETURN_PHOTO_PATH}${photo.id}?expires=${expires}&signature=${signature}`;
}

/** Whether a link's `expires` and `signature` are the photo's own and it has not ended. */
export function photoLinkValid(
  photo: { id: string; linkKey: string },
  link: { expires: number; signature: string },
  now = new Date(),
): boolean {
  if (link.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(photo.linkKey, photo.id, link.expires));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
