import type { ProductImage } from '@buildright/db/domain';

export type { ProductImage };

export const PLACEHOLDER_IMAGE = '/demo-images/placeholder.svg';

/** Gallery images in display order, ignoring entries without a url. */
export function galleryImages(images: readonly ProductImage[] | null | undefined): ProductImage[] {
  return (images ?? []).filter((image) => image.url.trim() !== '').sort((a, b) => a.order - b.order);
}

/** The image with the lowest order, else imageUrl, else the placeholder. */
export function displayImage(product: {
  images?: readonly ProductImage[] | null;
  imageUrl?: string | null;
}): string {
  return galleryImages(product.images)[0]?.url ?? (product.imageUrl || PLACEHOLDER_IMAGE);
}
