import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeOperation, sessionSecurityScheme, tidySchema } from './openapi-operations.ts';

/** The REST adapters describe themselves: /api/openapi.json and a browsable /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'BuildRight Equipment API',
        description:
          'REST endpoints of the shop. Sessions are cookies (`sid`); admin endpoints need an admin session. Errors are `{ message, errors? }`; a 503 with `Retry-After` means the database is briefly out of reach (try again then). `/healthz` and `/readyz` are the probes for a load balancer.',
        version: '1.0.0',
        license: { name: 'Proprietary', url: 'https://buildright.example/terms' },
      },
      servers: [{ url: '/', description: 'The shop serving this document' }],
      components: { securitySchemes: sessionSecurityScheme },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      // A route without a schema is not documented (hideUntagged).
      return { url, schema: schema && describeOperation(schema, input.route) };
    },
    transformObject: (document) =>
      tidySchema('openapiObject' in document ? document.openapiObject : document) as never,
    hideUntagged: true,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
