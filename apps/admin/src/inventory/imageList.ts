import type { ProductImage } from '@buildright/api/shared';

/** Orders follow positions: 0 is the primary image, no gaps (SPEC §4 "Image list"). */
function renumber(images: readonly ProductImage[]): ProductImage[] {
  return images.map((image, order) => ({ ...image, order }));
}

export function sortedImages(images: readonly ProductImage[]): ProductImage[] {
  return renumber(images.toSorted((a, b) => a.order - b.order));
}

export function addImage(images: readonly ProductImage[], url: string, alt?: string) {
  return renumber([...images, { url, order: images.length, ...(alt ? { alt } : {}) }]);
}

export function removeImage(images: readonly ProductImage[], index: number) {
  return renumber(images.filter((_, i) => i !== index));
}

export function moveImage(images: readonly ProductImage[], from: number, to: number) {
  if (from === to || from < 0 || to < 0 || from >= images.length || to >= images.length) {
    return [...images];
  }
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return renumber(next);
}
