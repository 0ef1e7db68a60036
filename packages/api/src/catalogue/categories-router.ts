import * as z from 'zod';
import { idParam, idInput } from '../shared/fields.ts';
import { categoryInput } from './shared/product-input.ts';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories.ts';
import { createTRPCRouter, publicProcedure, staffProcedure } from '../trpc.ts';

const catalogWrite = staffProcedure('catalog.edit');

export const categoriesRouter = createTRPCRouter({
  list: publicProcedure.query(({ ctx }) =>
    ctx.catalogCache.get('categories', () => listCategories(ctx.db)),
  ),

  adminList: staffProcedure('catalog.view').query(({ ctx }) =>
    listCategories(ctx.db, { includeInactive: true }),
  ),

  create: catalogWrite
    .input(categoryInput)
    .mutation(({ ctx, input }) => createCategory(ctx.db, ctx.staff, input)),

  update: catalogWrite
    .input(z.object({ id: idParam, values: categoryInput }))
    .mutation(({ ctx, input }) => updateCategory(ctx.db, ctx.staff, input.id, input.values)),

  delete: catalogWrite.input(idInput).mutation(async ({ ctx, input }) => {
    await deleteCategory(ctx.db, ctx.staff, input.id);
    return { id: input.id };
  }),
});
