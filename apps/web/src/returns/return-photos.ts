import {
  imageUploadMessages,
  MAX_RETURN_PHOTOS,
  MAX_UPLOAD_BYTES,
  UPLOAD_IMAGE_TYPES,
  type OrderLookupInput,
} from '@buildright/api/shared';

/** The image types a photo may be, for the file picker. */
export const PHOTO_TYPES = Object.keys(UPLOAD_IMAGE_TYPES);

/**
 * Why the chosen photos cannot be sent, keyed as the server names them (`photos.N`, `photos`);
 * empty when they can. The server reads each file's real type again.
 */
export function photoChoiceErrors(files: readonly File[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (files.length > MAX_RETURN_PHOTOS) errors.photos = `At most ${MAX_RETURN_PHOTOS} photos`;
  files.forEach((file, index) => {
    if (!PHOTO_TYPES.includes(file.type)) errors[`photos.${index}`] = imageUploadMessages.notImage;
    else if (file.size >= MAX_UPLOAD_BYTES) {
      errors[`photos.${index}`] = imageUploadMessages.tooLarge;
    }
  });
  return errors;
}

/** An upload the server refused, with its messages keyed by field (`photos.N`). */
export class PhotoUploadError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'PhotoUploadError';
  }
}

async function refusalOf(response: Response): Promise<PhotoUploadError> {
  try {
    const body = (await response.json()) as { message?: string; errors?: Record<string, string[]> };
    const fields = Object.fromEntries(
      Object.entries(body.errors ?? {}).flatMap(([field, messages]) =>
        messages[0] ? [[field, messages[0]]] : [],
      ),
    );
    return new PhotoUploadError(body.message ?? response.statusText, fields);
  } catch {
    return new PhotoUploadError(`${response.status}: ${response.statusText}`, {});
  }
}

/** Whose photos: a signed-in buyer's order, or the order a guest looked up. */
export type PhotoOwner = { orderId: number } | OrderLookupInput;

/**
 * Sends the photos for a return or claim of the order, all in one form; answers their ids, in
 * the order given, for the request's `photos`. Nothing is sent for no photos.
 */
export async function uploadReturnPhotos(
  owner: PhotoOwner,
  files: readonly File[],
): Promise<string[]> {
  if (files.length === 0) return [];
  const form = new FormData();
  let url = '/api/orders/lookup/returns/photos';
  if ('orderId' in owner) url = `/api/orders/my/${owner.orderId}/returns/photos`;
  else {
    form.append('orderNumber', String(owner.orderNumber));
    form.append('email', owner.email);
  }
  for (const file of files) form.append('photos', file, file.name);
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
  if (!response.ok) throw await refusalOf(response);
  const { photos } = (await response.json()) as { photos: { id: string }[] };
  return photos.map((photo) => photo.id);
}
