import multipart, { type MultipartFile } from '@fastify/multipart';
import { DomainError, RETURN_PHOTO_PATH } from '@buildright/api';
import {
  idOf,
  imageUploadMessages,
  MAX_RETURN_PHOTOS,
  MAX_UPLOAD_BYTES,
  orderLookupInput,
} from '@buildright/api/shared';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { photoForLink } from '../uploads/return-photos.ts';
import type { ImageStore } from '../uploads/store.ts';
import { fileReader, uploadedFile, type UploadedFile } from './uploaded-file.ts';

const CHOOSE_PHOTO = 'Choose a photo to upload';

const photoFile = uploadedFile(
  CHOOSE_PHOTO,
  `A JPEG, PNG or GIF photo (by its content, whatever its name), less than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
);

/** One photo is a part, several are a list of parts named alike. */
const photosPart = z.union([photoFile, z.array(photoFile)], { error: CHOOSE_PHOTO });

/** The buyer's form: the order is the path's. */
export const photoForm = z.strictObject({ photos: photosPart });
export const orderParams = z.strictObject({ id: idOf('Order id') });

/** The guest's form names the order as the order lookup does. */
export const guestPhotoForm = z.strictObject({ ...orderLookupInput.shape, photos: photosPart });

const photosOf = (photos: UploadedFile | UploadedFile[]) =>
  Array.isArray(photos) ? photos : [photos];

const photoRules =
  `A \`multipart/form-data\` body with 1 to ${MAX_RETURN_PHOTOS} files named \`photos\`, each ` +
  'checked as product images are (a JPEG, PNG or GIF by its content, that can be read, less ' +
  `than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB): a refused one is a 400 (413 when too large) ` +
  'naming it (`photos.N`), more files a 400 naming `photos`, and no photo is kept. Answers 201 ' +
  'with `{photos: [{id}]}`: the ids to send as `photos` with the return or warranty claim of ' +
  'this order (POST …/returns or …/warranty-claims). A photo no request names is deleted after a ' +
  'day; the photos of a request are shown only to those who may see it, through links its ' +
  'answers give.';

/** A photo over the size limit names its place in the form. */
const photoTooLarge = (part: MultipartFile, index: number) => {
  const message = `"${part.filename}": ${imageUploadMessages.tooLarge}`;
  return new DomainError('PAYLOAD_TOO_LARGE', message, [
    { path: [part.fieldname, index], message },
  ]);
};

/**
 * Buyers' photos of a return or warranty claim: uploaded as a multipart form before the request
 * names them, and sent back through the signed links the return's answers give.
 */
export const returnPhotoRoutes: FastifyPluginAsyncZod<{ store: ImageStore }> = async (
  app,
  { store },
) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: fileReader(photoTooLarge),
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_RETURN_PHOTOS,
      fields: 2,
      fieldSize: 1000,
      parts: MAX_RETURN_PHOTOS + 2,
    },
  });
  // The form's own limits read as what to do, not as busboy's words.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
      const message = `At most ${MAX_RETURN_PHOTOS} photos`;
      throw new DomainError('BAD_REQUEST', message, [{ path: ['photos'], message }]);
    }
    if (error.code === 'FST_FIELDS_LIMIT') {
      throw new DomainError('BAD_REQUEST', 'Send only the photos, and the order number and e-mail');
    }
    throw error;
  });

  app.post(
    '/api/orders/my/:id/returns/photos',
    {
      schema: {
        tags: ['orders', 'returns'],
        security: [{ session: [] }],
        summary: 'Upload photos for a return or warranty claim of an order (its buyer)',
        description: `${photoRules} Another customer's order is a 404.`,
        consumes: ['multipart/form-data'],
        params: orderParams,
        body: photoForm,
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await request.api.returns.addPhotos({
          id: request.params.id,
          photos: photosOf(request.body.photos),
        }),
      ),
  );

  app.post(
    '/api/orders/lookup/returns/photos',
    {
      schema: {
        tags: ['orders', 'returns'],
        summary:
          'Upload photos for a return or warranty claim of an order found by number and e-mail (guests)',
        description:
          `${photoRules} The form names the order with \`orderNumber\` and \`email\` as POST ` +
          '/api/orders/lookup takes them: a wrong number or address is the same 404, and the ' +
          'same limits apply.',
        consumes: ['multipart/form-data'],
        body: guestPhotoForm,
      },
    },
    async (request, reply) => {
      const { photos, ...lookup } = request.body;
      return reply
        .status(201)
        .send(await request.api.returns.guestAddPhotos({ ...lookup, photos: photosOf(photos) }));
    },
  );

  app.get(
    `${RETURN_PHOTO_PATH}:id`,
    {
      schema: {
        tags: ['returns'],
        summary: "A return's photo, by the signed link a return's answer gave (WebP)",
        description:
          'The link (`photos[].url` of a return) works for an hour or two; an ended, altered or ' +
          'unknown one is a 404.',
        params: z.object({ id: z.string() }),
        querystring: z.object({
          expires: z.string().optional(),
          signature: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const photo = await request.api.returns.photo({
        id: request.params.id,
        expires: request.query.expires ?? '',
        signature: request.query.signature ?? '',
      });
      const bytes = await photoForLink(store, photo.id);
      if (!bytes) return reply.status(404).send({ message: 'This photo is no longer kept' });
      const seconds = Math.max(0, Math.floor((photo.expires.getTime() - Date.now()) / 1000));
      return reply
        .header('cache-control', `private, max-age=${seconds}`)
        .type('image/webp')
        .send(bytes);
    },
  );
};
