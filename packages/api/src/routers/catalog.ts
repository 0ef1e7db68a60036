import * as z from 'zod';
import { idParam, catalogQuery, productInput } from '../shared/schemas.ts';
import { catalogChanged } from '../services/catalog-events.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from '../services/products.ts';
import { adminProcedure, createTRPCRouter, publicProcedure } from '../trpc.ts';

const byId = z.object({ id: idParam });

export const catalogRouter = createTRPCRouter({
  /** The shop's catalogue: active products only, filtered, searched and paged by the server. */
  list: publicProcedure.input(catalogQuery).query(({ ctx, input }) => {
    const { page, pageSize, ...filter } = input;
    return ctx.catalogCache.get(`list:${JSON.stringify(input)}`, () =>
      listProducts(ctx.db, filter, { page, pageSize }),
    );
  }),

  byId: publicProcedure
    .input(byId)
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
    .input(byId)
    .query(({ ctx, input }) => getProduct(ctx.db, input.id, { includeInactive: true })),

  create: adminProcedure.input(productInput).mutation(async ({ ctx, input }) => {
    const product = await createProduct(ctx.db, input);
    await catalogChanged(ctx.db, ctx.catalogCache);
    return product;
  }),

  update: adminProcedure
    .input(z.object({ id: idParam, values: productInput }))
    .mutation(async ({ ctx, input }) => {
      const product = await updateProduct(ctx.db, input.id, input.values);
      await catalogChanged(ctx.db, ctx.catalogCache);
      return product;
    }),

  delete: adminProcedure.input(byId).mutation(async ({ ctx, input }) => {
    await deleteProduct(ctx.db, input.id);
    await catalogChanged(ctx.db, ctx.catalogCache);
    return { id: input.id };
  }),
});
