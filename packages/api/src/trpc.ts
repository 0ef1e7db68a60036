import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import * as z from 'zod';
import type { Context } from './context.ts';
import {
  DomainError,
  INTERNAL_ERROR_MESSAGE,
  invalidFields,
  UNAVAILABLE_MESSAGE,
  type FieldIssue,
} from './errors.ts';
import {
  type RateLimitBucket,
  isDatabaseUnavailable,
  isUnstorableText,
  UNSTORABLE_TEXT_MESSAGE,
  unstorableTextIssue,
} from './database/index.ts';
import { authorizeStaff } from './staff/index.ts';
import type { StaffPermission } from './staff/shared/staff.ts';

/** Issues keyed by their top-level field, as z.flattenError does. */
function fieldErrorsOf(issues: readonly FieldIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
  return errors;
}

/**
 * A procedure the REST API serves, described once here: the server registers the route, derives
 * its path, query and body schemas from the procedure's input, and checks the same permission.
 */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: `/api/categories/:id`; each `:name` fills the input field of that name. */
  path: string;
  tags: string[];
  summary: string;
  description?: string;
  /** Documented as needing the session cookie (a customer's route; staff routes always do). */
  session?: true;
  /** Path parameters that fill an input field of another name (`{ userId: 'customerId' }`). */
  params?: Record<string, string>;
  /** The body fills this one input field (`values`) instead of the input's other fields. */
  bodyField?: string;
  /** The success status when it is not 200; 204 answers no body. */
  status?: 201 | 204;
  /** Documented answers, which the server also serialises through (extra fields are left out). */
  response?: Record<number, z.ZodType>;
}

/** A staff procedure names the permission it needs; the role table test reads it. */
interface ProcedureMeta {
  permission?: StaffPermission;
  rest?: RestRoute;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof z.ZodError ? error.cause : null;
      const domainIssues = error.cause instanceof DomainError ? error.cause.issues : [];
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      // tRPC adds the stack outside production; answers never carry it, the log does.
      const { stack: _stack, ...data } = shape.data;
      return {
        ...shape,
        // A person reads the first problem; forms use the per-field list. Internals stay inside.
        message: internal
          ? INTERNAL_ERROR_MESSAGE
          : (zodError?.issues[0]?.message ?? shape.message),
        data: {
          ...data,
          fieldErrors: zodError
            ? z.flattenError(zodError).fieldErrors
            : domainIssues.length > 0
              ? fieldErrorsOf(domainIssues)
              : null,
        },
      };
    },
  });

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Domain errors, and database failures a caller can act on, become tRPC errors once. */
const knownErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  if (error.cause instanceof DomainError) {
    const { code, message } = error.cause;
    throw new TRPCError({ code, message, cause: error.cause });
  }
  if (isUnstorableText(error)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: UNSTORABLE_TEXT_MESSAGE, cause: error });
  }
  if (isDatabaseUnavailable(error)) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: UNAVAILABLE_MESSAGE,
      cause: error,
    });
  }
  return result;
});

/**
 * No input, whatever its schema says, carries text PostgreSQL cannot store: checked once here
 * for every procedure (and so for every REST adapter, which calls them), before any query.
 */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  const issue = unstorableTextIssue(await getRawInput());
  if (issue) throw invalidFields([issue]);
  return next();
});

/**
 * After a write, the caller reads what it wrote: the triggers of the tables it changed have told
 * every process to drop its caches, and this one waits to hear it (or drops them itself when its
 * listener is reconnecting).
 */
const readsOwnWrites = t.middleware(async ({ ctx, type, next }) => {
  const result = await next();
  if (type === 'mutation' && result.ok && !(await ctx.heardOwnWrites())) ctx.catalogCache.clear();
  return result;
});

export const publicProcedure = t.procedure.use(knownErrors).use(storableInput).use(readsOwnWrites);

export const customerProcedure = publicProcedure.use(({ ctx, next }) => {
  const { customerId } = ctx.session;
  if (customerId === null) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  }
  return next({ ctx: { ...ctx, customerId } });
});

/**
 * A staff member's call: signed in on the admin site, not disabled, and with a role that has the
 * permission. The role is read on every call, so a change or a disabled account counts at once.
 */
export const staffProcedure = (permission: StaffPermission) =>
  publicProcedure.meta({ permission }).use(async ({ ctx, next }) => {
    const staff = await authorizeStaff(ctx.db, ctx.session, permission);
    return next({ ctx: { ...ctx, adminId: staff.id, staff: { ...staff, ip: ctx.clientIp } } });
  });

/**
 * A call anyone may make whose answer shows staff more: `ctx.seesWholeCatalogue` is true for a
 * signed-in staff member whose role may view the catalogue (inactive products and categories
 * included) and false for everyone else, who see the shop.
 */
export const catalogViewerProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const seesWholeCatalogue =
    ctx.session.adminId !== null &&
    (await authorizeStaff(ctx.db, ctx.session, 'catalog.view').then(
      () => true,
      (error: unknown) => {
        if (error instanceof DomainError) return false;
        throw error;
      },
    ));
  return next({ ctx: { ...ctx, seesWholeCatalogue } });
});

export const rateLimited = (bucket: RateLimitBucket) =>
  t.middleware(async ({ ctx, next }) => {
    await ctx.rateLimits.consume(bucket, ctx.clientIp);
    return next();
  });
