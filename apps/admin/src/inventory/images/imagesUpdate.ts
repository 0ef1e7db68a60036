import type { ProductImage } from '@buildright/api/shared';

/** Takes an update of the current list, so uploads that finish late do not undo other edits. */
export type ImagesUpdate = (update: (images: ProductImage[]) => ProductImage[]) => void;
