import {
  catalogSort,
  idOf,
  INT4_MAX,
  pageField,
  pageSizeField,
  type ProductInput,
  unstorableTextMessage,
} from '@buildright/api/shared';
import type { CatalogCache } from '@buildright/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { carriesSession } from '../plugins/session.ts';
import type { RouteQuirk } from './from-procedures.ts';

/**
 * A category named in the request: text the database cannot store is refused here, under this
 * field's name, before the name is looked up.
 */
const categoryName = z.string().superRefine((name, context) => {
  const message = unstorableTextMessage(name);
  if (message) context.addIssue({ code: 'custom', message });
});

const productQuery = z.object({
  /** Any text: trimmed and cut to 100 characters by the catalogue. */
  search: z.string().optional(),
  /** A category id or name. */
  category: categoryName.max(100).optional(),
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
    category: categoryName.optional(),
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
type ProductBody = z.infer<typeof productBody>;

async function productValues(request: FastifyRequest, body: ProductBody): Promise<ProductInput> {
  const { category, id: _id, sku: _sku, ...values } = body;
  const categoryId = values.categoryId ?? (await categoryIdOf(request, category));
  return { ...values, categoryId } as ProductInput;
}

type View = 'shop' | 'member' | 'staff';

interface ProductPage {
  items: unknown[];
  view: View;
  total: number;
  totalIsEstimate: boolean;
}

interface CachedAnswer {
  json: string;
  total?: number;
  /** The total is a floor ("1,000+"), sent as X-Total-Count-Estimated: true. */
  totalIsEstimate?: boolean;
}

const cacheKey = (request: FastifyRequest) => `rest:${request.url}`;

/**
 * The shop's answers are kept serialised until the catalogue changes, so a visitor's request is
 * answered from memory before any session work (registerCatalogFastPath); staff's and a member's
 * own (sorted or filtered by their contract prices) never are.
 */
function sendPage(
  cache: CatalogCache,
  request: FastifyRequest,
  reply: FastifyReply,
  { body, view, ...counted }: { body: unknown; view: View } & Omit<CachedAnswer, 'json'>,
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

/** The catalogue's REST forms: a category by name, `machine`, an id list, the product payload. */
export function catalogQuirks(cache: CatalogCache): Record<string, RouteQuirk> {
  return {
    'catalog.browse': {
      schema: { querystring: productQuery },
      input: async (request) => {
        const { category, machine, ...query } = request.query as z.output<typeof productQuery>;
        return { ...query, machineId: machine, categoryId: await categoryIdOf(request, category) };
      },
      answer: ({ items, view, total, totalIsEstimate }: ProductPage, request, reply) =>
        sendPage(cache, request, reply, { body: items, view, total, totalIsEstimate }),
    },
    'catalog.browseById': {
      answer: ({ product, view }: { product: unknown; view: View }, request, reply) =>
        sendPage(cache, request, reply, { body: product, view }),
    },
    'catalog.related': {
      answer: (body: unknown, request, reply) =>
        sendPage(cache, request, reply, { body, view: 'shop' }),
    },
    'catalog.myPrices': { schema: { querystring: z.strictObject({ ids: productIdList }) } },
    'catalog.create': {
      schema: { body: productBody },
      input: (request) => productValues(request, request.body as ProductBody),
    },
    'catalog.update': {
      schema: { body: productBody },
      input: async (request) => ({
        id: (request.params as { id: number }).id,
        values: await productValues(request, request.body as ProductBody),
      }),
    },
    'reviews.list': {
      answer: ({ reviews, total }: { reviews: unknown[]; total: number }, request, reply) =>
        sendPage(cache, request, reply, { body: reviews, total, view: 'shop' }),
    },
  };
}
