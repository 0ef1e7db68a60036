import { appRouter, UNAVAILABLE_RETRY_AFTER_SECONDS, type AppRouter } from '@buildright/api';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { createRequestContext, type AppServices } from '../context.ts';

export async function registerTrpc(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createRequestContext(services, req),
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          req.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
        } else if (error.code === 'SERVICE_UNAVAILABLE') {
          req.log.warn({ err: error.cause ?? error, path }, 'Database unavailable');
        }
      },
      // A 503 says when to try again, as the REST answers do.
      responseMeta: ({ errors }) =>
        errors.some((error) => error.code === 'SERVICE_UNAVAILABLE')
          ? { headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } }
          : {},
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
