import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as z from 'zod';

export interface ErrorBody {
  message: string;
  /** Per-field messages for forms, when the input was invalid. */
  errors?: Record<string, string[]>;
}

function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * One mapping from any error to an HTTP answer: validation problems are 400 with the first
 * message, domain errors keep their status, anything unexpected is a 500 that says nothing more.
 */
export function toHttpError(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (error.cause instanceof z.ZodError) {
      const { issues } = error.cause;
      return { status: 400, body: { message: issues[0]?.message ?? 'Invalid input', errors: fieldErrors(issues) } };
    }
    if (status < 500) return { status, body: { message: error.message } };
    return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const issues = fastifyError.validation.map((v) => ({
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? 'Invalid input',
    }));
    return {
      status: 400,
      body: { message: issues[0]?.message ?? 'Invalid input', errors: fieldErrors(issues as z.core.$ZodIssue[]) },
    };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { message: fastifyError.message } };
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toHttpError(error);
    if (status >= 500) request.log.error({ err: error }, 'Request failed');
    return reply.status(status).send(body);
  });
}
