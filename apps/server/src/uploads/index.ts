import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageUploadMessages, MAX_UPLOAD_BYTES } from '@buildright/api/shared';
import { acceptedImageType, altFromFileName, storeImage, UnreadableImageError } from './images.ts';
import { IMMUTABLE_CACHE, isUploadFile, type ImageStore } from './store.ts';

interface UploadsOptions {
  /** Where the files go. */
  store: ImageStore;
  /** Refuses (throws) a caller who may not upload product images. */
  authorize(request: FastifyRequest): Promise<unknown>;
}

interface UploadedImage {
  url: string;
  thumbnailUrl: string;
  alt: string;
}

const messages = { ...imageUploadMessages, noFile: 'Please choose an image file to upload' };

/**
 * POST /api/uploads: an admin uploads one product image (multipart field `file`). GET
 * /uploads/<file> too when the store is not a local folder (which is sent as static files).
 */
export default async function uploadsPlugin(app: FastifyInstance, opts: UploadsOptions) {
  const { store } = opts;
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart);
  }

  app.post('/api/uploads', { preHandler: opts.authorize }, async (request, reply) => {
    if (!request.isMultipart()) return reply.code(400).send({ message: messages.noFile });

    const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'file') {
      return reply.code(400).send({ message: messages.noFile });
    }

    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        return reply.code(413).send({ message: messages.tooLarge });
      }
      throw error;
    }

    // The bytes decide, not the name or the browser's content type.
    const type = await acceptedImageType(bytes);
    if (!type) return reply.code(400).send({ message: messages.notImage });

    try {
      const stored = await storeImage(store, bytes, type);
      const body: UploadedImage = {
        url: store.urlFor(stored.files.web),
        thumbnailUrl: store.urlFor(stored.files.thumbnail),
        alt: altFromFileName(file.filename),
      };
      return await reply.code(201).send(body);
    } catch (error) {
      if (error instanceof UnreadableImageError) {
        request.log.info({ err: error.cause }, 'Unreadable image upload refused');
        return reply.code(400).send({ message: messages.unreadable });
      }
      throw error;
    }
  });

  if (store.open) serveStoredImages(app, store.open.bind(store));
}

function serveStoredImages(app: FastifyInstance, open: NonNullable<ImageStore['open']>) {
  app.get<{ Params: { file: string } }>(
    '/uploads/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      // Only an upload's own file names reach the store: no listing, no other objects.
      const image = isUploadFile(file) ? await open(file) : null;
      if (!image) return reply.callNotFound();
      reply.header('cache-control', IMMUTABLE_CACHE);
      if (image.contentType) reply.type(image.contentType);
      if (image.length !== undefined) reply.header('content-length', image.length);
      if (image.etag) reply.header('etag', image.etag);
      if (image.lastModified) reply.header('last-modified', image.lastModified.toUTCString());
      return reply.send(image.body);
    },
  );
}
