import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';

/** The header search's suggestions and the machine models the catalogue filters by. */

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/suggest',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Suggestions while typing: up to 6 products (best first) and the categories holding most matches',
        querystring: z.object({ q: z.string().default('') }),
      },
    },
    (request) => request.api.catalog.suggest({ q: request.query.q }),
  );

  app.get(
    '/api/machines',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Machine models (make, model, operating weight in kg, pin diameter in mm, coupler) for fitment',
      },
    },
    (request) => request.api.machines.list(),
  );
};
