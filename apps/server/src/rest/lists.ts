import { idInput, listChangeInput, listToCartInput, newListInput } from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';

const product = z.object({
  id: z.int(),
  name: z.string(),
  sku: z.string(),
  category: z.string(),
  price: z.string().describe('List price, a decimal string'),
  salePrice: z.string().nullable(),
  unitPrice: z.string().describe('What the buyer pays for one now, priced by the server'),
  stock: z.int(),
  imageUrl: z.string().nullable(),
  images: z.array(z.object({ url: z.string(), order: z.number(), alt: z.string().optional() })),
  shown: z.boolean().describe('False once the shop no longer sells it'),
});

const line = z.object({ product, quantity: z.int() });

const summary = z.object({
  id: z.int(),
  name: z.string(),
  lineCount: z.int().describe('How many products the list holds'),
  shared: z
    .boolean()
    .describe("Shared with its maker's company: every member reads it and orders from it"),
  mine: z.boolean().describe('Made by the signed-in customer, the only one who may change it'),
  madeBy: z.string().describe('Who made it, as their account names them'),
  updatedAt: z.date(),
});

const list = summary.extend({
  createdAt: z.date(),
  lines: z.array(line).describe('In the order they were added, as the catalogue sells them today'),
});

const toCart = z.object({
  lines: z.array(line).describe('Lines the stock covers, ready for the cart'),
  refused: z
    .array(
      line.extend({
        problem: z.enum(['inactive', 'out-of-stock', 'not-enough-stock']),
        message: z.string().describe('The problem in words ("Only 4 left")'),
        available: z.int().describe('How many are left to buy'),
      }),
    )
    .describe('Lines it does not, never cut down to the stock'),
});

const tags = ['lists'];
const security = [{ session: [] }];
const whose =
  "The signed-in customer's own lists, and those a colleague shares with their company: without " +
  'a session 401, a list that is neither 404.';
const changedByMaker = `${whose} A colleague's shared list is changed only by its maker: 403.`;

/**
 * Saved lists (requisition lists): named sets of products and quantities a customer orders again
 * in one step. The cart lives in the browser, so "add to cart" answers the lines to put there.
 */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/lists',
    {
      schema: {
        tags,
        security,
        summary:
          "The signed-in customer's saved lists, then those their company shares, each the one changed last first",
        description: `At most 50 own lists and 100 shared ones. ${whose}`,
        response: { 200: z.array(summary) },
      },
    },
    (request) => request.api.lists.list(),
  );

  app.post(
    '/api/lists',
    {
      schema: {
        tags,
        security,
        summary: 'Make a saved list, empty or with lines',
        description:
          'Each product once, sold by the shop now; at most 200 products and 50 lists (409 past ' +
          'that). `shared: true` shares it with the maker’s company (409 for a customer in none). ' +
          whose,
        body: newListInput,
        response: { 201: list },
      },
    },
    async (request, reply) => reply.status(201).send(await request.api.lists.create(request.body)),
  );

  app.get(
    '/api/lists/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A saved list with its products at today’s prices and stock',
        description: whose,
        params: idInput,
        response: { 200: list },
      },
    },
    (request) => request.api.lists.byId(request.params),
  );

  app.put(
    '/api/lists/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a saved list, replace its lines, or both',
        description:
          '`lines`, when sent, is the whole new list: a product left out is removed. A product the ' +
          'shop stopped selling may stay; a new one must be sold now. `shared` shares it with the ' +
          `maker’s company or takes it back. ${changedByMaker}`,
        params: idInput,
        body: listChangeInput,
        response: { 200: list },
      },
    },
    (request) => request.api.lists.change({ id: request.params.id, change: request.body }),
  );

  app.delete(
    '/api/lists/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a saved list',
        description: changedByMaker,
        params: idInput,
        response: { 200: idInput },
      },
    },
    (request) => request.api.lists.delete(request.params),
  );

  app.post(
    '/api/lists/:id/add-to-cart',
    {
      schema: {
        tags,
        security,
        summary: 'A saved list’s lines (all, or the products named) ready for the cart',
        description:
          'The cart is kept by the browser, so this answers what to put in it: the lines the ' +
          'stock covers, and the lines it does not (no longer sold, out of stock, or fewer left ' +
          `than saved) with the number left. Nothing is changed. ${whose}`,
        params: idInput,
        body: listToCartInput,
        response: { 200: toCart },
      },
    },
    (request) => request.api.lists.toCart({ id: request.params.id, ...request.body }),
  );
};
