import { createHash, randomBytes } from 'node:crypto';

/** A one-time link's secret: 256 random bits, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** Only the hash of a link's token is stored: the table alone opens nothing. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
