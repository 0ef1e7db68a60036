import * as z from 'zod';
import { cleanSearchText, ordersOrFiltersByPrice } from '../catalogue/shared/catalog.ts';
import { catalogQuery } from '../catalogue/shared/catalog-query.ts';
import { idOf, idParam, idInput } from '../shared/fields.ts';
import { companyOfCustomer, hasMemberPrices, memberPrices } from '../pricing/index.ts';
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
  if (companyId === null || !(await hasMemberPrices(ctx.db, companyId))) return undefined;
  return companyId;
}

async function shopPage(ctx: Context, { page, pageSize, ...filter }: CatalogQuery) {
  const memberOf = await pricedFor(ctx, filter);
  if (memberOf !== undefined) {
    const own = await listProducts(ctx.db, { ...filter, memberOf }, { page, pageSize });
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
    .meta({
      rest: {
        method: 'GET',
        path: '/api/products',
        tags: ['catalogue'],
        summary:
          "Products, searched (by relevance, typo-tolerant), filtered and sorted by the server; the total is in X-Total-Count (above 1,000 matches it is 1000, flagged by X-Total-Count-Estimated: true: at least that many). A search's pages reach its first 1,000 results: a page starting beyond them is a 400",
      },
    })
    .input(catalogQuery)
    .query(async ({ ctx, input }) =>
      ctx.seesWholeCatalogue
        ? { ...(await wholePage(ctx, input)), view: 'staff' as const }
        : await shopPage(ctx, input),
    ),

  /** The header search's dropdown: a few products and categories for what is typed so far. */
  suggest: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/search/suggest',
        tags: ['catalogue'],
        summary:
          'Suggestions while typing: up to 6 products (best first) and the categories holding most matches',
      },
    })
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
    .meta({
      rest: {
        method: 'GET',
        path: '/api/products/prices',
        tags: ['catalogue'],
        summary: "The signed-in member's own prices for some products (ids=1,2,3, at most 100)",
        description:
          '`[{ productId, price, ladder: [{ minQuantity, price }] }]`, in the order asked, for ' +
          "the products whose price the member's company price list lowers: `price` for one " +
          'unit, `ladder` the unit price from each quantity on (volume tiers included). Empty for ' +
          'a guest or a customer in no company. The catalogue answers stay the shop prices; a ' +
          'page shows these over them.',
      },
    })
    .input(z.strictObject({ ids: z.array(idOf('Product id')).max(100, 'At most 100 products') }))
    .query(({ ctx, input }) => memberPrices(ctx.db, ctx.session.customerId, input.ids)),

  /** The product page's related products and what customers also bought with it. */
  related: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/products/:id/related',
        tags: ['catalogue'],
        summary: "A shown product's related products and what customers also bought with it",
        description:
          '`{ related, alsoBought }`, each a list of up to 8 products as `GET /api/products/{id}` ' +
          'answers them. `related`: active products of the same category that list the same ' +
          'machine models (the most shared first), then ones that fit alongside it (universal, ' +
          'or a fitment rule admitting the same machines), in stock first. `alsoBought`: ' +
          "products bought in at least 3 of this product's 200 most recent orders, the most " +
          'often first; empty until there are enough. A product the shop does not show is a 404.',
      },
    })
    .input(idInput)
    .query(({ ctx, input }) =>
      ctx.catalogCache.get(`related:${input.id}`, () => relatedProducts(ctx.db, input.id)),
    ),

  /** A product as the caller may see it (GET /api/products/:id): staff see inactive ones too. */
  browseById: catalogViewerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/products/:id',
        tags: ['catalogue'],
        summary: 'One product, with its documents',
        description:
          'The product as the catalogue lists it, and `documents`: the PDFs staff attached to it ' +
          '(`[{ id, title, kind, url, bytes }]`, `kind` one of spec_sheet, safety_data_sheet, ' +
          'manual, installation_guide; `url` where the shop serves the file), oldest first. ' +
          'Catalogue lists do not carry them.',
      },
    })
    .input(idInput)
    .query(async ({ ctx, input }) =>
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
    .meta({
      rest: {
        method: 'POST',
        path: '/api/products',
        tags: ['catalogue'],
        summary: 'Create a product (admin)',
        status: 201,
      },
    })
    .input(productInput)
    .mutation(({ ctx, input }) => createProduct(ctx.db, ctx.staff, input)),

  update: catalogWrite
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/products/:id',
        tags: ['catalogue'],
        summary: 'Replace a product (admin)',
        bodyField: 'values',
      },
    })
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

  delete: catalogWrite
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/products/:id',
        tags: ['catalogue'],
        summary: 'Delete a product (admin)',
        status: 204,
      },
    })
    .input(idInput)
    .mutation(async ({ ctx, input }) => {
      await deleteProduct(ctx.db, ctx.staff, input.id);
      return { id: input.id };
    }),
});
