import {
  DomainError,
  INTERNAL_ERROR_MESSAGE,
  isDatabaseUnavailable,
  isUnstorableText,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  UNSTORABLE_TEXT_MESSAGE,
} from '@buildright/api';
import { ID_OUT_OF_RANGE } from '@buildright/api/shared';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as z from 'zod';

interface ErrorBody {
  message: string;
  /** Per-field messages for forms, when the input was invalid. */
  errors?: Record<string, string[]>;
}

interface HttpError {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** The database is out of reach: a plain message and when to try again, never a 500. */
const unavailable: HttpError = {
  status: 503,
  body: { message: UNAVAILABLE_MESSAGE },
  headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
};

function fieldErrors(
  issues: readonly Pick<z.core.$ZodIssue, 'path' | 'message'>[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

function invalidInput(issues: readonly Pick<z.core.$ZodIssue, 'path' | 'message'>[]): HttpError {
  return {
    status: 400,
    body: { message: issues[0]?.message ?? 'Invalid input', errors: fieldErrors(issues) },
  };
}

/** 4xx messages are meant for the caller; anything else is a 500 that says nothing more. */
function byStatus(status: number, message: string): HttpError {
  return status >= 400 && status < 500
    ? { status, body: { message } }
    : { status: 500, body: { message: INTERNAL_ERROR_MESSAGE } };
}

/**
 * One mapping from any error to an HTTP answer: validation problems are 400 with the first
 * message, domain errors keep their status, a database out of reach is a 503 (also when a hook
 * such as the session's met it), anything unexpected is a 500 that says nothing more.
 */
function toHttpError(error: unknown): HttpError {
  // Raised by a route that asks a service directly (an upload's staff check), not a procedure.
  if (error instanceof DomainError) {
    return toHttpError(new TRPCError({ code: error.code, message: error.message, cause: error }));
  }
  if (error instanceof TRPCError) {
    if (error.cause instanceof z.ZodError) return invalidInput(error.cause.issues);
    if (error.cause instanceof DomainError && error.cause.issues.length > 0) {
      // Mostly a 400; a file too large names its field too, as a 413.
      return { ...invalidInput(error.cause.issues), status: getHTTPStatusCodeFromError(error) };
    }
    if (error.code === 'SERVICE_UNAVAILABLE') return unavailable;
    if (error.code !== 'INTERNAL_SERVER_ERROR') {
      return byStatus(getHTTPStatusCodeFromError(error), error.message);
    }
  }
  if (isDatabaseUnavailable(error)) return unavailable;
  if (isUnstorableText(error)) return { status: 400, body: { message: UNSTORABLE_TEXT_MESSAGE } };
  if (error instanceof TRPCError) return byStatus(500, error.message);
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const issues = fastifyError.validation.map((v) => ({
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? 'Invalid input',
    }));
    // /api/products/2147483648 is written right but names nothing that can exist.
    const beyondAnyRecord = issues.every((issue) => issue.message.endsWith(ID_OUT_OF_RANGE));
    if (fastifyError.validationContext === 'params' && beyondAnyRecord) {
      return { status: 404, body: { message: 'Not found' } };
    }
    return invalidInput(issues);
  }
  return byStatus(fastifyError.statusCode ?? 500, fastifyError.message);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, headers } = toHttpError(error);
    if (status === 503) request.log.warn({ err: error }, 'Database unavailable');
    else if (status >= 500) request.log.error({ err: error }, 'Request failed');
    return reply
      .status(status)
      .headers(headers ?? {})
      .send(body);
  });
}
