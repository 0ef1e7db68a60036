import { mkdirSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** One stored file of an upload, as the cleanup sees it. */
export interface StoredFile {
  name: string;
  modifiedAt: Date;
}

/** A stored image opened for sending. */
export interface ImageStream {
  body: Readable;
  contentType: string | undefined;
  length: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/**
 * Where uploaded files live: product images and product documents. Names are an upload's file
 * names (`<uuid>.webp`, `<uuid>.pdf`, ...): random and never reused, so a stored file never
 * changes.
 */
export interface ImageStore {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** A whole file (a document to attach to an e-mail); null when there is none. */
  read(name: string): Promise<Buffer | null>;
  delete(name: string): Promise<void>;
  list(): AsyncIterable<StoredFile>;
  /** The address the shop shows for a file. */
  urlFor(name: string): string;
  /** Every address prefix under which this store's files may be saved in products and orders. */
  readonly urlPrefixes: readonly string[];
  /**
   * Reads a file for GET /uploads/<name>; null when there is none. Absent for the local folder,
   * which the server sends as static files.
   */
  open?(name: string): Promise<ImageStream | null>;
}

/** Where the server itself answers for uploaded files, whatever the store. */
export const UPLOADS_PATH = '/uploads/';

/** A file never changes under its random name, so browsers and CDNs may keep it for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** An upload's files share its random name: the original and its WebP versions. */
const UPLOAD_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})[-.]/;

/** The upload a file name (or the rest of its address) belongs to; undefined for any other. */
export function uploadNameOf(file: string): string | undefined {
  return UPLOAD_NAME.exec(file)?.[1];
}

/** Whether a name is exactly one of an upload's files, such as `<uuid>-400.webp`. */
export function isUploadFile(file: string): boolean {
  return uploadNameOf(file) !== undefined && /^[\w.-]+$/.test(file);
}

/** Today's default: a folder on this machine, sent by the server under /uploads/. */
export function localImageStore(dir: string): ImageStore {
  mkdirSync(dir, { recursive: true });
  return {
    urlPrefixes: [UPLOADS_PATH],
    urlFor: (name) => `${UPLOADS_PATH}${name}`,
    async put(name, bytes) {
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
    },
    async read(name) {
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(name) {
      await rm(join(dir, name), { force: true });
    },
    async *list() {
      for (const name of await readdir(dir)) {
        yield { name, modifiedAt: (await stat(join(dir, name))).mtime };
      }
    },
  };
}
