import multipart from '@fastify/multipart';
import { DomainError, staffPermissionOf } from '@buildright/api';
import {
  documentTooLarge,
  idOf,
  MAX_DOCUMENT_BYTES,
  productDocumentFields,
  productDocumentKinds,
} from '@buildright/api/shared';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { fileReader, uploadedFile } from './uploaded-file.ts';

/** The multipart form: the PDF as `file`, its title and kind as fields. */
export const documentForm = productDocumentFields.extend({
  file: uploadedFile(
    'Choose a PDF file to upload',
    `The PDF itself (it must start with %PDF-), at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`,
  ),
});

export const productParams = z.strictObject({ id: idOf('Product id') });

/** PDFs attached to a product: staff add them as a multipart form (removing is a procedure). */
export const productDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: fileReader(
      (part) => new DomainError('PAYLOAD_TOO_LARGE', documentTooLarge(part.filename)),
    ),
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });
  // The form's own limits read as what to do, not as busboy's words.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_FILES_LIMIT') {
      throw new DomainError('BAD_REQUEST', 'Send one file at a time');
    }
    if (error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT') {
      throw new DomainError('BAD_REQUEST', 'Send only the file, title and kind');
    }
    throw error;
  });

  app.post(
    '/api/products/:id/documents',
    {
      config: { staff: staffPermissionOf('productDocuments.add') },
      schema: {
        tags: ['catalogue'],
        summary: 'Attach a PDF document to a product (admin)',
        description:
          'A `multipart/form-data` body: `file` (a PDF, at most ' +
          `${MAX_DOCUMENT_BYTES / 1024 / 1024} MB), \`title\` and \`kind\` ` +
          `(${productDocumentKinds.join(', ')}). The file is stored like product images (the ` +
          "uploads folder, or the S3 bucket) and listed in the product's `documents`. A file " +
          'that is not a PDF (whatever its name) is a 400 naming `file`; a larger one a 413; an ' +
          'unknown product a 404. Answers the document `{ id, title, kind, url, bytes }`.',
        consumes: ['multipart/form-data'],
        params: productParams,
        body: documentForm,
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await request.api.productDocuments.add({
          productId: request.params.id,
          ...request.body,
        }),
      ),
  );
};
