import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { UPLOAD_IMAGE_TYPES, UPLOAD_WIDTHS, uploadVersionNames } from '@buildright/api/shared';
import type { ImageStore } from './store.ts';

/** A decompression bomb is refused before it is decoded (40 megapixels is a large photo). */
const MAX_INPUT_PIXELS = 40_000_000;

const acceptedTypes = new Map(Object.entries(UPLOAD_IMAGE_TYPES));

export class UnreadableImageError extends Error {}

/** The file's real type, read from its bytes; null unless it is a JPEG, PNG or GIF. */
export async function acceptedImageType(bytes: Uint8Array) {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected && acceptedTypes.get(detected.mime);
  return extension ? { mime: detected.mime, extension } : null;
}

interface StoredImage {
  /** Base name shared by the original and its web versions. */
  name: string;
  files: { original: string; web: string; thumbnail: string };
}

function webVersion(bytes: Uint8Array, width: number) {
  // GIFs keep their animation (WebP animates); every version loses the camera's metadata.
  return sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/** Stores the original under a random name, next to WebP versions for the page and the thumbnail. */
export async function storeImage(
  store: ImageStore,
  bytes: Uint8Array,
  type: { mime: string; extension: string },
): Promise<StoredImage> {
  let web: Buffer;
  let thumbnail: Buffer;
  try {
    [web, thumbnail] = await Promise.all([
      webVersion(bytes, UPLOAD_WIDTHS.web),
      webVersion(bytes, UPLOAD_WIDTHS.thumbnail),
    ]);
  } catch (error) {
    throw new UnreadableImageError('The image could not be read', { cause: error });
  }
  const name = randomUUID();
  const files = { original: `${name}-original.${type.extension}`, ...uploadVersionNames(name) };
  // Should one fail, the others are saved nowhere and the cleanup removes them.
  await Promise.all([
    store.put(files.original, bytes, type.mime),
    store.put(files.web, web, 'image/webp'),
    store.put(files.thumbnail, thumbnail, 'image/webp'),
  ]);
  return { name, files };
}

/** Alt text of an upload: its file name without the extension (SPEC §3). */
export function altFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  return base.trim().slice(0, 200);
}
