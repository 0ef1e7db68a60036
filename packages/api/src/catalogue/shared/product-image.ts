import type { ProductImage } from '@buildright/db/domain';

export type { ProductImage };

export const PLACEHOLDER_IMAGE = '/demo-images/placeholder.svg';

/** Gallery images in display order, ignoring entries without a url. */
export function galleryImages(images: readonly ProductImage[] | null | undefined): ProductImage[] {
  return (images ?? [])
    .filter((image) => image.url.trim() !== '')
    .sort((a, b) => a.order - b.order);
}

/**
 * The rules of an uploaded image, a product's or a buyer's photo of a return: its type (read
 * from its bytes, whatever its name) and the file extension the server keeps it under, and its
 * size.
 */
export const UPLOAD_IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Why an image is refused, in the same words wherever it is uploaded. */
export const imageUploadMessages = {
  notImage: 'Please upload only image files (JPEG, PNG, GIF)',
  tooLarge: 'File size must be less than 5MB',
  unreadable: 'The image could not be read; please upload a valid JPEG, PNG or GIF file',
};

/** Widths of the WebP versions the server makes of every uploaded image. */
export const UPLOAD_WIDTHS = { web: 1200, thumbnail: 400 } as const;

/** File names of an upload's WebP versions, from the upload's random base name. */
export function uploadVersionNames(name: string) {
  return { web: `${name}.webp`, thumbnail: `${name}-${UPLOAD_WIDTHS.thumbnail}.webp` };
}

const uploadedWebVersion = /^\/uploads\/([0-9a-f-]{36})\.webp$/;

/**
 * `srcset` for an image uploaded through the admin site, so a small slot loads the thumbnail;
 * undefined for any other url (demo illustrations, images hosted elsewhere).
 */
export function uploadSrcSet(url: string): string | undefined {
  const name = uploadedWebVersion.exec(url)?.[1];
  if (!name) return undefined;
  const { thumbnail } = uploadVersionNames(name);
  return `/uploads/${thumbnail} ${UPLOAD_WIDTHS.thumbnail}w, ${url} ${UPLOAD_WIDTHS.web}w`;
}

/** The image with the lowest order, else imageUrl, else the placeholder. */
export function displayImage(product: {
  images?: readonly ProductImage[] | null;
  imageUrl?: string | null;
}): string {
  return galleryImages(product.images)[0]?.url ?? (product.imageUrl || PLACEHOLDER_IMAGE);
}
