import * as z from 'zod';
import { cleanSearchText } from '../shared/catalog.ts';
import { catalogQuery } from '../shared/catalog-query.ts';
import { idInput, idParam, productInput } from '../shared/schemas.ts';
import { applyProductImport, previewProductImport } from '../services/csv/product-import.ts';
import { exportProductsCsv } from '../services/csv/product-export.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from '../services/products.ts';
import { suggest } from '../services/suggestions.ts';
import { adminProcedure, changesCatalog, createTRPCRouter, publicProcedure } from '../trpc.ts';

const catalogWrite = adminProcedure.use(changesCatalog);

/** A product CSV as text; its size and rows are checked by the import with their own messages. */
const csvInput = z.object({ csv: z.string() });

export const catalogRouter = createTRPCRouter({
  /** The shop's catalogue: active products only, filtered, searched and paged by the server. */
  list: publicProcedure.input(catalogQuery).query(({ ctx, input }) => {
    const { page, pageSize, ...filter } = input;
    return ctx.catalogCache.get(`list:${JSON.stringify(input)}`, () =>
      listProducts(ctx.db, filter, { page, pageSize }),
    );
  }),

  /** The header search's dropdown: a few products and categories for what is typed so far. */
  suggest: publicProcedure
    .input(z.object({ q: z.string().default('').transform(cleanSearchText) }))
    .query(({ ctx, input }) =>
      ctx.catalogCache.get(`suggest:${input.q}`, () => suggest(ctx.db, input.q)),
    ),

  byId: publicProcedure
    .input(idInput)
    .query(({ ctx, input }) =>
      ctx.catalogCache.get(`product:${input.id}`, () => getProduct(ctx.db, input.id)),
    ),

  /** Everything, inactive products included, for the admin. */
  adminList: adminProcedure
    .input(catalogQuery)
    .query(({ ctx, input: { page, pageSize, ...filter } }) =>
      listProducts(ctx.db, { ...filter, includeInactive: true }, { page, pageSize }),
    ),

  adminById: adminProcedure
    .input(idInput)
    .query(({ ctx, input }) => getProduct(ctx.db, input.id, { includeInactive: true })),

  create: catalogWrite
    .input(productInput)
    .mutation(({ ctx, input }) => createProduct(ctx.db, input)),

  update: catalogWrite
    .input(z.object({ id: idParam, values: productInput }))
    .mutation(({ ctx, input }) => updateProduct(ctx.db, input.id, input.values)),

  /** Every product as CSV, in the columns an import reads. */
  exportCsv: adminProcedure.query(({ ctx }) => exportProductsCsv(ctx.db)),

  /** The dry run: what the file would create and change, and each row's problems. */
  importPreview: adminProcedure
    .input(csvInput)
    .mutation(({ ctx, input }) => previewProductImport(ctx.db, input.csv)),

  /** Imports every row in one transaction; a file with any problem imports nothing. */
  importApply: catalogWrite
    .input(csvInput)
    .mutation(({ ctx, input }) => applyProductImport(ctx.db, input.csv)),

  delete: catalogWrite.input(idInput).mutation(async ({ ctx, input }) => {
    await deleteProduct(ctx.db, input.id);
    return { id: input.id };
  }),
});
