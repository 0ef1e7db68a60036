import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or client may send: short, and nothing a log line or a header could trip on. */
const SANE_ID = /^[\w.:/+=-]{1,128}$/;

/**
 * The request's id (Fastify's `genReqId`): the one a load balancer or client sent in
 * X-Request-Id when it looks like an id, so one request can be followed across them; else a
 * new UUID. Fastify puts it on every log line of the request as `reqId`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SANE_ID.test(sent) ? sent : randomUUID();
}

/** Every answer names its request's id, errors and answers sent straight from a cache too. */
export function answerWithRequestId(app: FastifyInstance) {
  // A callback, not an async function: every request passes here.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
