import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/** Ends a statement's span, as failed when given the error. */
type EndQuerySpan = (error?: unknown) => void;

const tracer = trace.getTracer('@buildright/db');

/**
 * Literals a statement carries in its text (a catalogue statement with its values inline, a
 * limit): replaced by `?` so a trace never holds a customer's input. `$1` placeholders and
 * identifiers ending in digits are kept.
 */
const LITERALS = /'(?:[^']|'')*'|(?<![\w$])\d+(?:\.\d+)?\b/g;

/**
 * A span for one statement, under the span active now (a request's, a job's); none outside one,
 * so the job queue's polling traces nothing. Without an OpenTelemetry SDK there is never a
 * recording span, and this is a lookup that finds nothing. postgres.js has no instrumentation of
 * its own: the shared client (`connect`) calls this for every statement it sends.
 */
export function querySpan(text: string): EndQuerySpan | undefined {
  if (!trace.getSpan(context.active())?.isRecording()) return undefined;
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
  const span = tracer.startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': operation,
      'db.query.text': text.replace(LITERALS, '?'),
    },
  });
  return (error) => {
    if (error !== undefined) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
}
