import { quickOrderInput } from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';

const fit = z.object({
  kind: z.enum(['fits', 'does-not-fit']),
  needs: z.string().nullable().optional().describe('What the product needs of a machine'),
  text: z.string().describe('The verdict in words: "Fits your Kubota KX080-4"'),
});

const product = z.object({
  id: z.int(),
  name: z.string(),
  sku: z.string(),
  category: z.string(),
  price: z.string().describe('List price, a decimal string'),
  salePrice: z.string().nullable(),
  unitPrice: z.string().describe('What this buyer pays for one, priced by the server'),
  stock: z.int(),
  image: z.string().describe('The image to show'),
  imageUrl: z.string().nullable(),
  images: z.array(z.object({ url: z.string(), order: z.number(), alt: z.string().optional() })),
  fit: fit.nullable().describe('Whether it fits the machine named by machineId; null without one'),
});

const line = z.object({
  lines: z.array(z.int()).describe('The input line numbers (from 1); several for a repeated SKU'),
  sku: z.string().describe('The SKU as typed'),
  quantityText: z.string().describe('The quantity as typed (summed over repeats)'),
  quantity: z.int().nullable().describe('Null when not a whole number from 1 to 999'),
  product: product.nullable().describe('Null for an unknown, inactive or unreadable line'),
  problem: z
    .enum(['unreadable', 'bad-quantity', 'unknown-sku', 'inactive', 'not-enough-stock'])
    .nullable()
    .describe('Why the line cannot go into the cart as it is; null when it can'),
  message: z.string().nullable().describe('The problem in words ("Only 4 left")'),
  available: z.int().optional().describe('For not-enough-stock: how many are left'),
});

const answer = z.object({
  lines: z.array(line).describe('One per SKU, in input order; blank lines and a heading skipped'),
  orderable: z.int().describe('How many lines can go into the cart as they are'),
});

/** Quick order: pasted `SKU quantity` lines resolved against the catalogue for the cart. */
export const quickOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/quick-order/resolve',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Resolves lines of `SKU quantity` (tabs, commas, semicolons or spaces; quoted CSV; a heading line and blank lines skipped; a repeated SKU summed) to products with price, stock and fit, or a problem per line',
        body: quickOrderInput,
        response: { 200: answer },
      },
    },
    (request) => request.api.quickOrder.resolve(request.body),
  );
};
