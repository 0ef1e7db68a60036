import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Navigation targets of the account page (DESIGN §8): sign-in happens in the shop's header. */
export const authRedirects: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/login', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/?signin=1'),
  );

  app.get('/api/logout', { schema: { hide: true } }, async (request, reply) => {
    await request.api.auth.customer.logout();
    return reply.redirect('/');
  });
};
