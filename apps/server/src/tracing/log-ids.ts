import { trace } from '@opentelemetry/api';

/**
 * The ids of the span active when a line is logged, as pino's `mixin` adds them to the line
 * (the names OpenTelemetry's own pino instrumentation uses): a request's log lines can be found
 * from its trace, and the other way round.
 */
export function traceIdsOfActiveSpan(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
