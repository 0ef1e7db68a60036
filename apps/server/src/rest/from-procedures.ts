import { procedureTable, type RestRoute } from '@buildright/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import * as z from 'zod';

/**
 * What a route does that its procedure cannot say: a REST-only input form (and how it becomes
 * the procedure's input), or an answer shaped for REST (headers, a documented shape, a status).
 */
export interface RouteQuirk {
  schema?: Pick<FastifySchema, 'params' | 'querystring' | 'body'>;
  input?: (request: FastifyRequest) => unknown;
  answer?: (result: never, request: FastifyRequest, reply: FastifyReply) => unknown;
}

const pathNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

const hasKeys = (schema: z.ZodObject) => Object.keys(schema.shape).length > 0;

/**
 * The input less the fields the path fills, as strict as the input; its refinements stay with the
 * procedure, which checks the whole input again.
 */
function withoutFields(input: z.ZodObject, fields: Set<string>): z.ZodObject {
  if (fields.size === 0) return input;
  const shape = Object.fromEntries(Object.entries(input.shape).filter(([key]) => !fields.has(key)));
  const { catchall } = input._zod.def;
  return catchall ? z.object(shape).catchall(catchall) : z.object(shape);
}

/** The route's path, query and body schemas, cut from the procedure's input. */
export function schemasOf(rest: RestRoute, input: z.ZodType | undefined) {
  const schemas: Pick<FastifySchema, 'params' | 'querystring' | 'body'> = {};
  if (!(input instanceof z.ZodObject)) return schemas;
  const names = pathNames(rest.path);
  const fieldOf = (name: string) => rest.params?.[name] ?? name;
  if (names.length > 0) {
    schemas.params = z.object(
      Object.fromEntries(names.map((name) => [name, input.shape[fieldOf(name)] as z.ZodType])),
    );
  }
  if (rest.bodyField) {
    schemas.body = input.shape[rest.bodyField] as z.ZodType;
    return schemas;
  }
  const others = withoutFields(input, new Set(names.map(fieldOf)));
  if (!hasKeys(others)) return schemas;
  if (rest.method === 'GET' || rest.method === 'DELETE') schemas.querystring = others;
  else schemas.body = others;
  return schemas;
}

/**
 * How a request becomes the procedure's input: path parameters under their fields' names, with
 * the query or the body. Worked out once per route, not per request.
 */
function inputReader(rest: RestRoute) {
  const fromPath = pathNames(rest.path).map((name) => [name, rest.params?.[name] ?? name] as const);
  const fromQuery = rest.method === 'GET' || rest.method === 'DELETE';
  return (request: FastifyRequest) => {
    const params = request.params as Record<string, unknown>;
    const given = fromQuery ? request.query : request.body;
    return {
      ...(rest.bodyField ? { [rest.bodyField]: given } : (given as object)),
      ...Object.fromEntries(fromPath.map(([name, field]) => [field, params[name]])),
    };
  };
}

type Procedure = (input?: unknown) => Promise<unknown>;

/** The request's caller's procedure at a dotted path ('orders.list'). */
function procedureFinder(path: string) {
  const keys = path.split('.');
  return (request: FastifyRequest) =>
    keys.reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key],
      request.api,
    ) as Procedure;
}

/**
 * Registers a route for every procedure that names one (`meta.rest`): its schemas from the
 * input, its staff permission from the procedure's, and its answer as the procedure's unless a
 * quirk (keyed by the procedure's path) shapes it.
 */
export function registerProcedureRoutes(app: FastifyInstance, quirks: Record<string, RouteQuirk>) {
  for (const { path, rest, permission, input } of procedureTable()) {
    if (!rest) continue;
    const quirk = quirks[path];
    const takesInput = input !== undefined || quirk?.input !== undefined;
    const readInput = quirk?.input ?? inputReader(rest);
    const procedureOf = procedureFinder(path);
    app.route({
      method: rest.method,
      url: rest.path,
      config: permission ? { staff: permission } : {},
      schema: {
        tags: rest.tags,
        summary: rest.summary,
        ...(rest.description === undefined ? {} : { description: rest.description }),
        ...(rest.session ? { security: [{ session: [] }] } : {}),
        ...schemasOf(rest, input),
        ...quirk?.schema,
        ...(rest.response ? { response: rest.response } : {}),
      },
      handler: async (request, reply) => {
        const procedure = procedureOf(request);
        const result = takesInput ? await procedure(await readInput(request)) : await procedure();
        if (rest.status) reply.status(rest.status);
        if (rest.status === 204) return reply.send();
        return quirk?.answer ? quirk.answer(result as never, request, reply) : result;
      },
    });
  }
}
