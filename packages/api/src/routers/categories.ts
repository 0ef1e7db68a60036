import * as z from 'zod';
import { categoryInput, idParam } from '../shared/schemas.ts';
import { catalogChanged } from '../services/catalog-events.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../services/categories.ts';
import { adminProcedure, createTRPCRouter, publicProcedure } from '../trpc.ts';

export const categoriesRouter = createTRPCRouter({
  list: publicProcedure.query(({ ctx }) =>
    ctx.catalogCache.get('categories', () => listCategories(ctx.db)),
  ),

  adminList: adminProcedure.query(({ ctx }) =>
    listCategories(ctx.db, { includeInactive: true }),
  ),

  create: adminProcedure.input(categoryInput).mutation(async ({ ctx, input }) => {
    const category = await createCategory(ctx.db, input);
    await catalogChanged(ctx.db, ctx.catalogCache);
    return category;
  }),

  update: adminProcedure
    .input(z.object({ id: idParam, values: categoryInput }))
    .mutation(async ({ ctx, input }) => {
      const category = await updateCategory(ctx.db, input.id, input.values);
      await catalogChanged(ctx.db, ctx.catalogCache);
      return category;
    }),

  delete: adminProcedure.input(z.object({ id: idParam })).mutation(async ({ ctx, input }) => {
    await deleteCategory(ctx.db, input.id);
    await catalogChanged(ctx.db, ctx.catalogCache);
    return { id: input.id };
  }),
});
