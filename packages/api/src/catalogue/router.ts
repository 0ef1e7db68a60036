import * as z from 'zod';
import { cleanSearchText } from './shared/catalog.ts';
import { catalogQuery } from './shared/catalog-query.ts';
import { idParam, idInput } from '../shared/fields.ts';
import { productInput, productStockInput } from './shared/product-input.ts';
import { applyProductImport, previewProductImport } from './csv/product-import.ts';
import {
  createProduct,
  deleteProduct,
  getProductDetail,
  listProducts,
  setProductStock,
  updateProduct,
} from './products.ts';
import { relatedProducts } from './related.ts';
import { suggest } from './search/suggestions.ts';
import type { Context } from '../context.ts';
import {
  catalogViewerProcedure,
  createTRPCRouter,
  publicProcedure,
  staffProcedure,
} from '../trpc.ts';

const catalogRead = staffProcedure('catalog.view');
const catalogWrite = staffProcedure('catalog.edit');

type CatalogQuery = z.output<typeof catalogQuery>;

function shopPage(ctx: Context, { page, pageSize, ...filter }: CatalogQuery) {
  return ctx.catalogCache.get(`list:${JSON.stringify({ page, pageSize, ...filter })}`, () =>
    listProducts(ctx.db, filter, { page, pageSize }),
  );
}

function wholePage(ctx: Context, { page, pageSize, ...filter }: CatalogQuery) {
  return listProducts(ctx.db, { ...filter, includeInactive: true }, { page, pageSize });
}

function shopProduct(ctx: Context, id: number) {
  return ctx.catalogCache.get(`product:${id}`, () => getProductDetail(ctx.db, id));
}

/** A product CSV as text; its size and rows are checked by the import with their own messages. */
const csvInput = z.object({ csv: z.string() });

export const catalogRouter = createTRPCRouter({
  /** The shop's catalogue: active products only, filtered, searched and paged by the server. */
  list: publicProcedure.input(catalogQuery).query(({ ctx, input }) => shopPage(ctx, input)),

  /** The catalogue as the caller may see it (GET /api/products): staff see every product. */
  browse: catalogViewerProcedure
    .input(catalogQuery)
    .query(async ({ ctx, input }) =>
      ctx.seesWholeCatalogue
        ? { ...(await wholePage(ctx, input)), view: 'staff' as const }
        : { ...(await shopPage(ctx, input)), view: 'shop' as const },
    ),

  /** The header search's dropdown: a few products and categories for what is typed so far. */
  suggest: publicProcedure
    .input(z.object({ q: z.string().default('').transform(cleanSearchText) }))
    .query(({ ctx, input }) =>
      ctx.catalogCache.get(`suggest:${input.q}`, () => suggest(ctx.db, input.q)),
    ),

  byId: publicProcedure.input(idInput).query(({ ctx, input }) => shopProduct(ctx, input.id)),

  /** The product page's related products and what customers also bought with it. */
  related: publicProcedure
    .input(idInput)
    .query(({ ctx, input }) =>
      ctx.catalogCache.get(`related:${input.id}`, () => relatedProducts(ctx.db, input.id)),
    ),

  /** A product as the caller may see it (GET /api/products/:id): staff see inactive ones too. */
  browseById: catalogViewerProcedure.input(idInput).query(async ({ ctx, input }) =>
    ctx.seesWholeCatalogue
      ? {
          product: await getProductDetail(ctx.db, input.id, { includeInactive: true }),
          view: 'staff' as const,
        }
      : { product: await shopProduct(ctx, input.id), view: 'shop' as const },
  ),

  /** Everything, inactive products included, for the admin. */
  adminList: catalogRead.input(catalogQuery).query(({ ctx, input }) => wholePage(ctx, input)),

  adminById: catalogRead
    .input(idInput)
    .query(({ ctx, input }) => getProductDetail(ctx.db, input.id, { includeInactive: true })),

  create: catalogWrite
    .input(productInput)
    .mutation(({ ctx, input }) => createProduct(ctx.db, ctx.staff, input)),

  update: catalogWrite
    .input(z.object({ id: idParam, values: productInput }))
    .mutation(({ ctx, input }) => updateProduct(ctx.db, ctx.staff, input.id, input.values)),

  /** Stock alone: what the warehouse may change. */
  setStock: staffProcedure('stock.edit')
    .input(productStockInput)
    .mutation(({ ctx, input }) => setProductStock(ctx.db, ctx.staff, input)),

  /** The dry run: what the file would create and change, and each row's problems. */
  importPreview: staffProcedure('catalog.edit')
    .input(csvInput)
    .mutation(({ ctx, input }) => previewProductImport(ctx.db, ctx.documentFiles, input.csv)),

  /** Imports every row in one transaction; a file with any problem imports nothing. */
  importApply: catalogWrite
    .input(csvInput)
    .mutation(({ ctx, input }) =>
      applyProductImport(ctx.db, ctx.documentFiles, ctx.staff, input.csv),
    ),

  delete: catalogWrite.input(idInput).mutation(async ({ ctx, input }) => {
    await deleteProduct(ctx.db, ctx.staff, input.id);
    return { id: input.id };
  }),
});
