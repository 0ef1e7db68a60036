import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/local-users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Registered customers (the dashboard shows their count)',
      },
    },
    (request) => request.api.stats.registeredUsers(),
  );

  app.get(
    '/api/admin/stats',
    { schema: { tags: ['admin'], summary: 'Dashboard figures' } },
    (request) => request.api.stats.dashboard(),
  );

  app.get(
    '/api/admin/contact-submissions',
    { schema: { tags: ['admin'], summary: 'Contact form submissions' } },
    (request) => request.api.contact.list(),
  );
};
