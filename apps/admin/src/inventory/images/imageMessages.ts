import type { FileRejection } from '@mantine/dropzone';
import { imageUploadMessages, MAX_PRODUCT_IMAGES } from '@buildright/api/shared';

export const imageMessages = {
  ...imageUploadMessages,
  full: `A product has at most ${MAX_PRODUCT_IMAGES} images`,
  blankUrl: 'Please enter an image URL',
  duplicate: 'This image is already in the list',
};

/** Why the dropzone turned a file away, in the words of the messages above. */
export function rejectionMessage(rejection: FileRejection): string {
  const codes = rejection.errors.map((e) => e.code);
  if (codes.includes('file-invalid-type')) return imageMessages.notImage;
  if (codes.includes('file-too-large')) return imageMessages.tooLarge;
  if (codes.includes('too-many-files')) return imageMessages.full;
  return rejection.errors[0]?.message ?? imageMessages.notImage;
}
