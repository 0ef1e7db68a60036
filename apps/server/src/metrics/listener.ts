import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ShopMetrics } from './shop-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener (METRICS_PORT), when metrics are on; listening once the app is ready. */
    readonly metricsListener: Server | null;
  }
}

/**
 * Times every answer of the app, and serves the metrics at GET /metrics on a listener of their
 * own (METRICS_HOST:METRICS_PORT), never on the shop's port: it listens when the app is ready
 * and closes with the app (after the requests in flight). Without metrics, neither happens.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: ShopMetrics | undefined,
  address: { host: string; port: number } | null,
) {
  if (!metrics || !address) {
    app.decorate('metricsListener', null);
    return;
  }
  // A callback, not an async function: every answer passes here.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestAnswered(
      request.routeOptions.url,
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  const listener = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Metrics not collected');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics not collected\n');
      },
    );
  });
  app.decorate('metricsListener', listener);

  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(address.port, address.host, () => {
        listener.off('error', reject);
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    metrics.close();
    if (!listener.listening) return;
    const closed = new Promise((resolve) => listener.close(resolve));
    // A scraper keeps its connection alive between scrapes: it must not hold the close open.
    listener.closeAllConnections();
    await closed;
  });
}
