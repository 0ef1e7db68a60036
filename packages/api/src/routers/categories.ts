import * as z from 'zod';
import { idParam, idInput } from '../shared/fields.ts';
import { categoryInput } from '../catalogue/shared/product-input.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../catalogue/index.ts';
import type { Context } from '../context.ts';
import { badRequest } from '../errors.ts';
import {
  catalogViewerProcedure,
  createTRPCRouter,
  publicProcedure,
  staffProcedure,
} from '../trpc.ts';

const catalogWrite = staffProcedure('catalog.edit');

function viewersCategories(ctx: Context & { seesWholeCatalogue: boolean }) {
  return ctx.seesWholeCatalogue
    ? listCategories(ctx.db, { includeInactive: true })
    : ctx.catalogCache.get('categories', () => listCategories(ctx.db));
}

export const categoriesRouter = createTRPCRouter({
  list: publicProcedure.query(({ ctx }) =>
    viewersCategories({ ...ctx, seesWholeCatalogue: false }),
  ),

  adminList: staffProcedure('catalog.view').query(({ ctx }) =>
    listCategories(ctx.db, { includeInactive: true }),
  ),

  /** The categories as the caller may see them (GET /api/categories): staff see inactive ones. */
  browse: catalogViewerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/categories', tags: ['catalogue'], summary: 'Categories' },
    })
    .query(({ ctx }) => viewersCategories(ctx)),

  /** The id of the category with this name, in any case, among those the caller may see. */
  idByName: catalogViewerProcedure
    .input(z.object({ name: z.string().trim().max(100) }))
    .query(async ({ ctx, input }) => {
      const wanted = input.name.toLowerCase();
      const found = (await viewersCategories(ctx)).find((c) => c.name.toLowerCase() === wanted);
      if (!found) throw badRequest(`No category named "${input.name}"`);
      return found.id;
    }),

  create: catalogWrite
    .meta({
      rest: {
        method: 'POST',
        path: '/api/categories',
        tags: ['catalogue'],
        summary: 'Create a category (admin)',
        status: 201,
      },
    })
    .input(categoryInput)
    .mutation(({ ctx, input }) => createCategory(ctx.db, ctx.staff, input)),

  update: catalogWrite
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/categories/:id',
        tags: ['catalogue'],
        summary: 'Update a category (admin)',
        bodyField: 'values',
      },
    })
    .input(z.object({ id: idParam, values: categoryInput }))
    .mutation(({ ctx, input }) => updateCategory(ctx.db, ctx.staff, input.id, input.values)),

  delete: catalogWrite
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/categories/:id',
        tags: ['catalogue'],
        summary: 'Delete a category without products (admin)',
        status: 204,
      },
    })
    .input(idInput)
    .mutation(async ({ ctx, input }) => {
      await deleteCategory(ctx.db, ctx.staff, input.id);
      return { id: input.id };
    }),
});
