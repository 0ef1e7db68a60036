import {
  catalogSort,
  categoryInput,
  idInput,
  idOf,
  INT4_MAX,
  pageField,
  pageSizeField,
  type ProductInput,
} from '@buildright/api/shared';
import { staffPermissionOf, type CatalogCache } from '@buildright/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { carriesSession } from '../plugins/session.ts';

const productQuery = z.object({
  /** Any text: trimmed and cut to 100 characters by the catalogue. */
  search: z.string().optional(),
  /** A category id or name. */
  category: z.string().max(100).optional(),
  sort: catalogSort.optional(),
  minPrice: z.string().max(20).optional(),
  maxPrice: z.string().max(20).optional(),
  inStock: z.enum(['true', 'false', '1', '0']).optional(),
  onSale: z.enum(['true', 'false', '1', '0']).optional(),
  /** A machine model id (GET /api/machines): only what fits it, universal products included. */
  machine: idOf('Machine id').optional(),
  page: pageField,
  pageSize: pageSizeField(100, 100),
});

const idListMessage = 'ids is a list of at most 100 product ids, like 1,2,3';

/** "1,2,3" as product ids, the list named as a whole when any of it is not an id. */
const productIdList = z
  .string({ error: idListMessage })
  .max(1200, idListMessage)
  .transform((ids) => ids.split(','))
  .refine(
    (ids) =>
      ids.length <= 100 && ids.every((id) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= INT4_MAX),
    idListMessage,
  )
  .transform((ids) => ids.map(Number));

/**
 * The documented payload names the category (`category`); the API also takes `categoryId`. The
 * product's read-only `id` and `sku` (server-made) may come back as GET answered them and are
 * ignored; any other field the product form does not know is refused by name.
 */
const productBody = z
  .object({
    category: z.string().optional(),
    categoryId: idOf('Category id').optional(),
    id: z.unknown().optional(),
    sku: z.unknown().optional(),
  })
  .loose();

/**
 * Resolves a category given by name (case-insensitive); digits are an id, left for the
 * procedure's id rule to check. Undefined when no category is asked for.
 */
async function categoryIdOf(
  request: FastifyRequest,
  category: string | undefined,
): Promise<string | number | undefined> {
  if (!category) return undefined;
  if (/^\d+$/.test(category)) return category;
  return request.api.categories.idByName({ name: category });
}

/** The product form's input from the documented payload; the procedure checks every field. */
async function productValues(
  request: FastifyRequest,
  body: z.infer<typeof productBody>,
): Promise<ProductInput> {
  const { category, id: _id, sku: _sku, ...values } = body;
  const categoryId = values.categoryId ?? (await categoryIdOf(request, category));
  return { ...values, categoryId } as ProductInput;
}

interface CachedAnswer {
  json: string;
  total?: number;
  /** The total is an estimate ("about"), sent as X-Total-Count-Estimated: true. */
  totalIsEstimate?: boolean;
}

const cacheKey = (request: FastifyRequest) => `rest:${request.url}`;

/**
 * The shop's answers are kept serialised until the catalogue changes, so a visitor's request is
 * answered from memory before any session work (registerCatalogFastPath); staff's and a member's
 * own (sorted or filtered by their contract prices) never are.
 */
export function sendPage(
  cache: CatalogCache,
  request: FastifyRequest,
  reply: FastifyReply,
  {
    body,
    view,
    ...counted
  }: { body: unknown; view: 'shop' | 'member' | 'staff' } & Omit<CachedAnswer, 'json'>,
) {
  const answer = { json: JSON.stringify(body), ...counted };
  if (view === 'shop') void cache.get(cacheKey(request), async () => answer);
  return sendAnswer(reply, answer);
}

function sendAnswer(reply: FastifyReply, { json, total, totalIsEstimate }: CachedAnswer) {
  if (total !== undefined) reply.header('x-total-count', total);
  if (totalIsEstimate) reply.header('x-total-count-estimated', 'true');
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Visitors without a session cookie cannot be admins, so an answer already cached for them is
 * sent before any session work. Register it before the session plugin.
 */
export function registerCatalogFastPath(app: FastifyInstance, cache: CatalogCache) {
  app.addHook('onRequest', (request, reply, done) => {
    const answer =
      request.method === 'GET' &&
      request.url.startsWith('/api/products') &&
      !carriesSession(request)
        ? cache.peek<CachedAnswer>(cacheKey(request))
        : undefined;
    if (answer) sendAnswer(reply, answer);
    else done();
  });
}

export const catalogRoutes: FastifyPluginAsyncZod<{ catalogCache: CatalogCache }> = async (
  app,
  { catalogCache },
) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "Products, searched (by relevance, typo-tolerant), filtered and sorted by the server; the total is in X-Total-Count (above 5,000 matches an estimate, flagged by X-Total-Count-Estimated: true). A search's pages reach its first 1,000 results: a page starting beyond them is a 400",
        querystring: productQuery,
      },
    },
    async (request, reply) => {
      const { category, machine, ...query } = request.query;
      const { items, view, total, totalIsEstimate } = await request.api.catalog.browse({
        ...query,
        machineId: machine,
        categoryId: await categoryIdOf(request, category),
      });
      return sendPage(catalogCache, request, reply, { body: items, view, total, totalIsEstimate });
    },
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product, with its documents',
        description:
          'The product as the catalogue lists it, and `documents`: the PDFs staff attached to it ' +
          '(`[{ id, title, kind, url, bytes }]`, `kind` one of spec_sheet, safety_data_sheet, ' +
          'manual, installation_guide; `url` where the shop serves the file), oldest first. ' +
          'Catalogue lists do not carry them.',
        params: idInput,
      },
    },
    async (request, reply) => {
      const { product, view } = await request.api.catalog.browseById(request.params);
      return sendPage(catalogCache, request, reply, { body: product, view });
    },
  );

  app.get(
    '/api/products/prices',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The signed-in member's own prices for some products (ids=1,2,3, at most 100)",
        description:
          '`[{ productId, price, ladder: [{ minQuantity, price }] }]`, in the order asked, for ' +
          "the products whose price the member's company price list lowers: `price` for one " +
          'unit, `ladder` the unit price from each quantity on (volume tiers included). Empty for ' +
          'a guest or a customer in no company. The catalogue answers stay the shop prices; a ' +
          'page shows these over them.',
        querystring: z.strictObject({ ids: productIdList }),
      },
    },
    (request) => request.api.catalog.myPrices({ ids: request.query.ids }),
  );

  app.get(
    '/api/products/:id/related',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A shown product's related products and what customers also bought with it",
        description:
          '`{ related, alsoBought }`, each a list of up to 8 products as `GET /api/products/{id}` ' +
          'answers them. `related`: active products of the same category that list the same ' +
          'machine models (the most shared first), then ones that fit alongside it (universal, ' +
          'or a fitment rule admitting the same machines), in stock first. `alsoBought`: ' +
          "products bought in at least 3 of this product's 200 most recent orders, the most " +
          'often first; empty until there are enough. A product the shop does not show is a 404.',
        params: idInput,
      },
    },
    async (request, reply) =>
      sendPage(catalogCache, request, reply, {
        body: await request.api.catalog.related(request.params),
        view: 'shop',
      }),
  );

  app.post(
    '/api/products',
    {
      config: { staff: staffPermissionOf('catalog.create') },
      schema: { tags: ['catalogue'], summary: 'Create a product (admin)', body: productBody },
    },
    async (request, reply) => {
      const values = await productValues(request, request.body);
      return reply.status(201).send(await request.api.catalog.create(values));
    },
  );

  app.put(
    '/api/products/:id',
    {
      config: { staff: staffPermissionOf('catalog.update') },
      schema: {
        tags: ['catalogue'],
        summary: 'Replace a product (admin)',
        params: idInput,
        body: productBody,
      },
    },
    async (request) => {
      const values = await productValues(request, request.body);
      return request.api.catalog.update({ id: request.params.id, values });
    },
  );

  app.delete(
    '/api/products/:id',
    {
      config: { staff: staffPermissionOf('catalog.delete') },
      schema: { tags: ['catalogue'], summary: 'Delete a product (admin)', params: idInput },
    },
    async (request, reply) => {
      await request.api.catalog.delete(request.params);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/categories',
    { schema: { tags: ['catalogue'], summary: 'Categories' } },
    (request) => request.api.categories.browse(),
  );

  app.post(
    '/api/categories',
    {
      config: { staff: staffPermissionOf('categories.create') },
      schema: { tags: ['catalogue'], summary: 'Create a category (admin)', body: categoryInput },
    },
    async (request, reply) =>
      reply.status(201).send(await request.api.categories.create(request.body)),
  );

  app.put(
    '/api/categories/:id',
    {
      config: { staff: staffPermissionOf('categories.update') },
      schema: {
        tags: ['catalogue'],
        summary: 'Update a category (admin)',
        params: idInput,
        body: categoryInput,
      },
    },
    (request) => request.api.categories.update({ id: request.params.id, values: request.body }),
  );

  app.delete(
    '/api/categories/:id',
    {
      config: { staff: staffPermissionOf('categories.delete') },
      schema: {
        tags: ['catalogue'],
        summary: 'Delete a category without products (admin)',
        params: idInput,
      },
    },
    async (request, reply) => {
      await request.api.categories.delete(request.params);
      return reply.status(204).send();
    },
  );
};
