import type { FastifySchema, RouteOptions } from 'fastify';

/** How a client proves who it is: the session cookie that sign-in sets. */
export const sessionSecurityScheme = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sid',
    description:
      'The session cookie set by `POST /api/admin/login` (staff) or `POST /api/local/login` (customers).',
  },
} as const;

const errorBody = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'What went wrong, for a person to read' },
    errors: {
      type: 'object',
      description: 'For a 400: the messages of each field at fault, keyed by its path',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
} as const;

const refused = {
  description:
    'Refused: 400 bad input (naming each field), 401 not signed in, 403 not allowed, 404 no such record, 409 not possible now, 429 too many attempts',
  ...errorBody,
};

/** "GET /api/orders/:id/tracking" → "getOrdersByIdTracking": stable, unique, readable. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part !== '' && part !== 'api')
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : part.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  const capitalised = words.map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

type ResponseSchemas = Record<string, unknown>;
type OperationSchema = FastifySchema & { operationId?: string };

/**
 * What every documented operation says beyond its input: an operationId, who may call it (staff
 * routes, and any that ask for it, need the session cookie; the rest need nothing) and the
 * error answer it may give, so a generated client knows all three.
 */
export function describeOperation(
  schema: OperationSchema,
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
): OperationSchema {
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const staff = (route.config as { staff?: string } | undefined)?.staff;
  const response: ResponseSchemas = { ...(schema.response as ResponseSchemas | undefined) };
  const codes = Object.keys(response);
  if (!codes.some((code) => code.startsWith('2'))) response['2XX'] = { description: 'Success' };
  if (!codes.some((code) => code.startsWith('4'))) response['4XX'] = refused;
  return {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, route.url),
    security: schema.security ?? (staff ? [{ session: [] }] : []),
    response,
  };
}

type JsonSchema = { [key: string]: unknown };

/**
 * Tidies what zod's JSON Schema leaves for OpenAPI 3.0: a one-member `anyOf` (a Date, which
 * JSON cannot carry, dropped from a union) is the member itself, and a `nullable` union
 * (`anyOf` or `oneOf`) of one type names that type; of several, each member is nullable.
 */
export function tidySchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidySchema);
  if (node === null || typeof node !== 'object') return node;
  let schema: JsonSchema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, tidySchema(value)]),
  );
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 1) {
    const { anyOf: _single, ...rest } = schema;
    schema = { ...rest, ...anyOf[0] };
  }
  const members = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (schema.nullable && schema.type === undefined && members) {
    const types = new Set(members.map((member) => member.type));
    if (types.size === 1 && members[0]!.type !== undefined) {
      schema.type = members[0]!.type;
    } else {
      // Several types (an amount as text or a number): each member says it may be null.
      const { nullable: _nullable, ...rest } = schema;
      const key = schema.anyOf ? 'anyOf' : 'oneOf';
      schema = { ...rest, [key]: members.map((member) => ({ ...member, nullable: true })) };
    }
  }
  return schema;
}
