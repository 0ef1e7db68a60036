import { context, propagation, ROOT_CONTEXT, trace, type Link } from '@opentelemetry/api';

/** The spans the job queue and the mail worker start. */
export const tracer = trace.getTracer('@buildright/api');

/**
 * The active span's context as a W3C `traceparent`, kept with work queued for later (an e-mail,
 * a job run) so that the work's span joins the request's trace. Null when nothing is traced: no
 * OpenTelemetry SDK, or no span active.
 */
export function activeTraceparent(): string | null {
  const carrier: { traceparent?: string } = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The context a stored `traceparent` names, to start a span in; the active one without it. */
export function contextOf(traceparent: string | null | undefined) {
  return traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : context.active();
}

/** A link to the trace a stored `traceparent` names, for work that runs for several requests. */
export function linksTo(traceparent: string | null | undefined): Link[] {
  if (!traceparent) return [];
  const linked = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, { traceparent }));
  return linked ? [{ context: linked }] : [];
}
