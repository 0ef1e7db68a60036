import type { IncomingMessage } from 'node:http';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { TracingSettings } from '../env.ts';

/**
 * A load balancer's probes and Prometheus's scrapes (on the metrics listener), every few seconds:
 * a trace each would drown the requests.
 */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

const isProbe = (url: string | undefined) => PROBES.has((url ?? '').split('?', 1)[0]!);

/**
 * Starts OpenTelemetry's SDK for traces alone (the shop's metrics are Prometheus's, its logs
 * pino's): it must run before Fastify and the HTTP clients are imported, which it patches as they
 * load. The exporter, its protocol (`http/protobuf` by default, `http/json`, `grpc`), the sampler
 * and the batch settings are the SDK's own, read from the standard OTEL_* variables.
 *
 * Spans: the HTTP server's (continuing an incoming `traceparent`, named by the route template),
 * Fastify's handler, outgoing calls through `node:http` (Stripe and S3's SDKs) and fetch
 * (undici), and each database statement (`@buildright/db`, through the API alone).
 */
export function startTracing(settings: TracingSettings): NodeSDK {
  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => isProbe(request.url),
        // Outgoing calls outside a request or job (a client warming up) would be traces of one span.
        requireParentforOutgoingSpans: true,
      }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
      // Registers itself on every Fastify instance as it is created (Fastify's diagnostics channel).
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span for the handler, none for each hook: a request runs a dozen.
        instrumentHooks: false,
        ignorePaths: (route) => isProbe(route.url),
      }),
    ],
  });
  sdk.start();
  return sdk;
}
