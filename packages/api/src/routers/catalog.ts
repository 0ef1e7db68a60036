import * as z from 'zod';
import { cleanSearchText, ordersOrFiltersByPrice } from '../catalogue/shared/catalog.ts';
import { catalogQuery } from '../catalogue/shared/catalog-query.ts';
import { idOf, idParam, idInput } from '../shared/fields.ts';
import { companyOfCustomer, memberPrices, priceListTermsOf } from '../pricing/index.ts';
import { productInput, productStockInput } from '../catalogue/shared/product-input.ts';
import {
  applyProductImport,
  previewProductImport,
  createProduct,
  deleteProduct,
  getProductDetail,
  listProducts,
  setProductStock,
  updateProduct,
  relatedProducts,
  suggest,
} from '../catalogue/index.ts';
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

/**
 * The company whose prices order and filter this page: a member's with a price list, when the
 * page is sorted or filtered by price. Its answer is the member's own, never cached; guests (and
 * members browsing otherwise) keep the shared cached answer.
 */
async function pricedFor(ctx: Context, filter: Omit<CatalogQuery, 'page' | 'pageSize'>) {
  if (!ordersOrFiltersByPrice(filter)) return undefined;
  const companyId = await companyOfCustomer(ctx.db, ctx.session.customerId);
  return companyId === null
    ? undefined
    : ((await priceListTermsOf(ctx.db, companyId)) ?? undefined);
}

async function shopPage(ctx: Context, { page, pageSize, ...filter }: CatalogQuery) {
  const priceList = await pricedFor(ctx, filter);
  if (priceList !== undefined) {
    const own = await listProducts(ctx.db, { ...filter, priceList }, { page, pageSize });
    return { ...own, view: 'member' as const };
  }
  const shared = await ctx.catalogCache.get(
    `list:${JSON.stringify({ page, pageSize, ...filter })}`,
    () => listProducts(ctx.db, filter, { page, pageSize }),
  );
  return { ...shared, view: 'shop' as const };
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

  /**
   * The catalogue as the caller may see it (GET /api/products): staff see every product; a
   * member's page by price is their own ('member', never cached), anyone else's the shop's.
   */
  browse: catalogViewerProcedure
    .input(catalogQuery)
    .query(async ({ ctx, input }) =>
      ctx.seesWholeCatalogue
        ? { ...(await wholePage(ctx, input)), view: 'staff' as const }
        : await shopPage(ctx, input),
    ),

  /** The header search's dropdown: a few products and categories for what is typed so far. */
  suggest: publicProcedure
    .input(z.object({ q: z.string().default('').transform(cleanSearchText) }))
    .query(({ ctx, input }) =>
      ctx.catalogCache.get(`suggest:${input.q}`, () => suggest(ctx.db, input.q)),
    ),

  byId: publicProcedure.input(idInput).query(({ ctx, input }) => shopProduct(ctx, input.id)),

  /**
   * The signed-in member's contract prices for a page's products (one read for those ids),
   * shown over the catalogue's shared answer; empty for guests.
   */
  myPrices: publicProcedure
    .input(z.strictObject({ ids: z.array(idOf('Product id')).max(100, 'At most 100 products') }))
    .query(({ ctx, input }) => memberPrices(ctx.db, ctx.session.customerId, input.ids)),

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
