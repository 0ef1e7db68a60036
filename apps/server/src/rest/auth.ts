import {
  forgotPasswordInput,
  loginInput,
  registerInput,
  resetPasswordInput,
} from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const notSignedIn = { message: 'Not signed in' };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/me',
    { schema: { tags: ['auth'], summary: 'The signed-in admin' } },
    async (request, reply) => {
      const user = await request.api.auth.admin.me();
      return user ? { user } : reply.status(401).send(notSignedIn);
    },
  );

  app.post(
    '/api/admin/login',
    { schema: { tags: ['auth'], summary: 'Admin sign-in', body: loginInput } },
    async (request) => ({ admin: await request.api.auth.admin.login(request.body) }),
  );

  app.post(
    '/api/admin/logout',
    { schema: { tags: ['auth'], summary: 'Admin sign-out' } },
    (request) => request.api.auth.admin.logout(),
  );

  app.get(
    '/api/local/user',
    { schema: { tags: ['auth'], summary: 'The signed-in customer' } },
    async (request, reply) => {
      const user = await request.api.auth.customer.me();
      return user ?? reply.status(401).send(notSignedIn);
    },
  );

  app.post(
    '/api/local/login',
    { schema: { tags: ['auth'], summary: 'Customer sign-in', body: loginInput } },
    (request) => request.api.auth.customer.login(request.body),
  );

  app.post(
    '/api/local/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account and sign in',
        body: registerInput,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await request.api.auth.customer.register(request.body)),
  );

  app.post(
    '/api/local/logout',
    { schema: { tags: ['auth'], summary: 'Customer sign-out' } },
    (request) => request.api.auth.customer.logout(),
  );

  app.post(
    '/api/password/forgot',
    {
      schema: {
        tags: ['auth'],
        summary:
          'E-mail a one-time password reset link (same answer whether or not the address has an account)',
        body: forgotPasswordInput,
      },
    },
    (request) => request.api.password.forgot(request.body),
  );

  app.post(
    '/api/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with a reset link; signs its owner in and ends their other sessions',
        body: resetPasswordInput,
      },
    },
    (request) => request.api.password.reset(request.body),
  );

  // Navigation targets of the account page (DESIGN §8): sign-in happens in the shop's header.
  app.get('/api/login', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/?signin=1'),
  );

  app.get('/api/logout', { schema: { hide: true } }, async (request, reply) => {
    await request.api.auth.customer.logout();
    return reply.redirect('/');
  });
};
