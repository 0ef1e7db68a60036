import * as z from 'zod';
import { idOf } from '../shared/fields.ts';
import { createTRPCRouter, staffProcedure } from '../trpc.ts';
import {
  productDocumentFields,
  productDocumentRef,
} from '../catalogue/shared/product-documents.ts';
import { addProductDocument, removeProductDocument } from '../catalogue/index.ts';

const CHOOSE_FILE = 'Choose a PDF file to upload';

/** A document's fields and the file's bytes, which the multipart REST route reads. */
const addInput = productDocumentFields.extend({
  productId: idOf('Product id'),
  file: z.strictObject(
    {
      name: z.string().max(255, 'The file name must be at most 255 characters'),
      bytes: z.custom<Uint8Array>((bytes) => bytes instanceof Uint8Array, { error: CHOOSE_FILE }),
    },
    { error: CHOOSE_FILE },
  ),
});

const catalogWrite = staffProcedure('catalog.edit');

export const productDocumentsRouter = createTRPCRouter({
  /**
   * Attaches a PDF to a product. Its bytes reach this procedure through
   * POST /api/products/{id}/documents (multipart); a JSON call cannot carry them.
   */
  add: catalogWrite
    .input(addInput)
    .mutation(({ ctx, input }) => addProductDocument(ctx.db, ctx.documentFiles, ctx.staff, input)),

  remove: catalogWrite
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/products/:id/documents/:documentId',
        tags: ['catalogue'],
        summary: 'Remove a document from a product (admin)',
        description:
          'The product no longer lists it; its file is deleted by the next cleanup of unused ' +
          'uploads. 404 when the product has no such document.',
        params: { id: 'productId' },
        status: 204,
      },
    })
    .input(productDocumentRef)
    .mutation(async ({ ctx, input }) => {
      await removeProductDocument(ctx.db, ctx.staff, input);
      return { id: input.documentId };
    }),
});
