import { join } from 'node:path';
import { PhotoRefusedError, type ReturnPhotoFiles } from '@buildright/api';
import { imageUploadMessages, uploadVersionNames } from '@buildright/api/shared';
import type { Storage } from '../env.ts';
import { acceptedImageType, storeImage, UnreadableImageError } from './images.ts';
import { s3ImageStore } from './s3-store.ts';
import { localImageStore, type ImageStore } from './store.ts';

/**
 * The uploads store's private part: a folder inside the uploads folder that /uploads/ never
 * sends (so backups take it with the rest), or its own prefix in the bucket, outside the public
 * `uploads/`.
 */
const PRIVATE_PART = 'private';

/**
 * Where buyers' photos of returns are kept: beside the product images, in a part nothing
 * serves by its file name. The shop sends a photo only through a signed link.
 */
export function privatePhotoStore(storage: Pick<Storage, 'uploadsDir' | 'uploadsBucket'>) {
  return storage.uploadsBucket
    ? s3ImageStore({ ...storage.uploadsBucket, publicUrl: undefined }, `${PRIVATE_PART}/`)
    : localImageStore(join(storage.uploadsDir, PRIVATE_PART));
}

/** Whether a path under /uploads/ names a file of the public part, not of a folder within it. */
export const isPublicUploadPath = (path: string) => !path.replace(/^\/+/, '').includes('/');

/**
 * Return photos by the product images' rules: a JPEG, PNG or GIF by its bytes that sharp can
 * read, kept as its original and WebP versions (without the camera's metadata) under a new
 * random name.
 */
export function returnPhotoFiles(store: ImageStore): ReturnPhotoFiles {
  return {
    async save(bytes) {
      const type = await acceptedImageType(bytes);
      if (!type) throw new PhotoRefusedError(imageUploadMessages.notImage);
      try {
        return (await storeImage(store, bytes, type)).name;
      } catch (error) {
        if (error instanceof UnreadableImageError) {
          throw new PhotoRefusedError(imageUploadMessages.unreadable, { cause: error });
        }
        throw error;
      }
    },
  };
}

/** The version of a photo its link sends (the page's width, WebP); null when the store lost it. */
export const photoForLink = (store: ImageStore, id: string) =>
  store.read(uploadVersionNames(id).web);
