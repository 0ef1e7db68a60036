import { CatalogCache, procedureTable } from '@buildright/api';
import { idInput, idParam, orderExportInput, quoteToken } from '@buildright/api/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { contentDigest, withValueAt } from '../testing/bad-values.ts';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';
import {
  beyondAnyId,
  jsonCases,
  validSampleOf,
  textCases,
  type FieldCase,
} from '../testing/zod-cases.ts';
import { catalogQuirks } from './catalog.ts';
import { schemasOf } from './from-procedures.ts';
import { orderBody } from './orders.ts';
import { documentForm, productParams } from './product-documents.ts';
import { guestPhotoForm, orderParams, photoForm } from './return-photos.ts';
import { routeQuirks } from './route-quirks.ts';

/**
 * Every REST endpoint and tRPC procedure, given what a stranger may send in place of each field,
 * answers a 4xx that names the field and stores nothing. The fields and the values come from the
 * zod schemas the routes and procedures validate with (testing/zod-cases.ts), so a new field or a
 * new route is covered as it is written.
 */

type Schema = z.core.$ZodType;

let t: TestApp;
let admin: string;
let customer: string;
let digestBefore: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  customer = (await registerCustomer(t)).cookie;
  // Record 1 of each exists, so an input coerced into 1 would be taken, and seen.
  const category = await addCategory(t.db);
  await addProduct(t.db, { categoryId: category.id, stock: 20 });
  digestBefore = await contentDigest(t.db);
});
afterAll(() => t.close());

const table = procedureTable();

/** The cases of several schemas of one input (the route's own and its procedure's), merged. */
function merged(lists: FieldCase[][]): FieldCase[] {
  const byPath = new Map<string, unknown[]>();
  for (const { path, values } of lists.flat()) {
    const known = byPath.get(path) ?? [];
    const seen = new Set(known.map((value) => JSON.stringify(value)));
    byPath.set(path, [...known, ...values.filter((value) => !seen.has(JSON.stringify(value)))]);
  }
  return [...byPath].map(([path, values]) => ({ path, values }));
}

interface RouteInput {
  /** Who calls it: admin routes check the session before they read the input. */
  as: 'admin' | 'customer' | undefined;
  params?: Schema;
  querystring?: Schema;
  /** The body as the route documents it, then as its procedure takes it (the sample's shape). */
  body: Schema[];
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const quirks = { ...routeQuirks, ...catalogQuirks(new CatalogCache()) };

/** The routes made from procedures: their schemas as the server derives them. */
const generated: Record<string, RouteInput> = Object.fromEntries(
  table.flatMap(({ path, rest, permission, input }) => {
    if (!rest) return [];
    const derived = schemasOf(rest, input);
    const own = quirks[path]?.schema ?? {};
    return [
      [
        `${rest.method} ${openApiPath(rest.path)}`,
        {
          as: permission ? 'admin' : 'customer',
          params: (own.params ?? derived.params) as Schema | undefined,
          querystring: (own.querystring ?? derived.querystring) as Schema | undefined,
          body: [own.body, derived.body].filter(Boolean) as Schema[],
        },
      ],
    ];
  }),
);

const placeOrderInput = table.find((entry) => entry.path === 'checkout.requestQuote')!.input!;

/** The hand-written adapters that take input, with the schemas they validate it with. */
const handWritten: Record<string, RouteInput> = {
  'POST /api/orders': { as: 'customer', body: [orderBody, placeOrderInput] },
  'POST /api/products/{id}/documents': { as: 'admin', params: productParams, body: [documentForm] },
  'POST /api/orders/my/{id}/returns/photos': {
    as: 'customer',
    params: orderParams,
    body: [photoForm],
  },
  'POST /api/orders/lookup/returns/photos': { as: undefined, body: [guestPhotoForm] },
  // Any link it cannot follow, however written, is the same 404 (return-photos.test.ts).
  'GET /api/return-photos/{id}': { as: undefined, body: [] },
  'GET /api/quotes/{token}/pdf': {
    as: undefined,
    params: z.object({ token: quoteToken }),
    body: [],
  },
  'GET /api/admin/quotes/{id}/draft.pdf': { as: 'admin', params: idInput, body: [] },
  'GET /api/orders/{id}/invoice.pdf': {
    as: 'customer',
    params: z.object({ id: idParam }),
    querystring: z.object({ quote: quoteToken.optional() }),
    body: [],
  },
  'GET /api/companies/me/statement.pdf': { as: 'customer', body: [] },
  'GET /api/admin/products/export.csv': { as: 'admin', body: [] },
  // Its body is the CSV text, checked before the query string; the import's own tests send one.
  'POST /api/admin/products/import': { as: 'admin', body: [] },
  'GET /api/admin/companies/{id}/price-list.csv': { as: 'admin', params: idInput, body: [] },
  'PUT /api/admin/companies/{id}/price-list.csv': { as: 'admin', params: idInput, body: [] },
  'GET /api/admin/orders/export.csv': { as: 'admin', querystring: orderExportInput, body: [] },
  'POST /api/stripe/webhook': { as: undefined, body: [] },
  'GET /healthz': { as: undefined, body: [] },
  'GET /readyz': { as: undefined, body: [] },
};

const routes = { ...generated, ...handWritten };

function firstKey(path: string) {
  return path.split('.')[0]!;
}

describe('every tRPC procedure', () => {
  for (const { path, type, permission, input } of table) {
    if (!input) continue;
    it(`${path} refuses a bad value in each field`, async () => {
      const cookie = permission ? admin : customer;
      const call = type === 'query' ? trpcQuery : trpcMutation;
      const sample = validSampleOf(input);
      for (const { path: field, values } of jsonCases(input)) {
        for (const value of values) {
          const answer = await call(t, path, withValueAt(sample, field, value), cookie);
          const what = `${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`;
          expect(answer.status, what).toBe(400);
          expect(Object.keys(answer.error.data?.fieldErrors ?? {}), what).toContain(
            firstKey(field),
          );
        }
      }
    });
  }
});

describe('every search field', () => {
  // Valid text that means something to LIKE, to a tsquery, to SQL or to a number parser.
  const oddTexts = [
    '%',
    '_',
    '\\',
    "'",
    '"',
    "o'brien%_\\",
    ':*',
    '!',
    '& | !',
    '<->',
    '(',
    ')',
    'ü',
    '😀',
    '日本',
    '   ',
    '-',
    '--',
    'ORD-',
    '0',
    '9'.repeat(40),
    "'; drop table orders; --",
    'a'.repeat(100),
  ];
  /** A query's free text: `q`, or the catalogue's `search`. */
  const searched = table.flatMap(({ path, type, permission, input }) => {
    if (type !== 'query' || !(input instanceof z.ZodObject)) return [];
    const fields = Object.keys(input.shape).filter((key) => key === 'q' || key === 'search');
    return fields.length > 0 ? [{ path, permission, input, fields }] : [];
  });

  it('are found in the queries', () => {
    expect(searched.length).toBeGreaterThanOrEqual(10);
  });

  it.each(searched)('$path answers odd text as a search', async (procedure) => {
    const cookie = procedure.permission ? admin : customer;
    // Only what the query needs besides the text: a filter could find nothing to search in.
    const sample = Object.fromEntries(
      Object.entries(validSampleOf(procedure.input) as object).filter(
        ([key]) => !z.safeParse(procedure.input.shape[key]!, undefined).success,
      ),
    );
    for (const field of procedure.fields) {
      for (const text of oddTexts) {
        const answer = await trpcQuery(t, procedure.path, withValueAt(sample, field, text), cookie);
        expect(answer.status, `${procedure.path} ${field}=${JSON.stringify(text)}`).toBe(200);
      }
    }
  });
});

describe('every staff procedure', () => {
  it('asks who is calling before it reads the input', async () => {
    for (const { path, type, permission, input } of table) {
      if (!permission || !input) continue;
      const call = type === 'query' ? trpcQuery : trpcMutation;
      const [first] = jsonCases(input);
      const spoiled = withValueAt(validSampleOf(input), first?.path ?? 'id', true);
      const guest = await call(t, path, spoiled);
      expect(guest.status, path).toBe(401);
      expect(guest.error.data?.fieldErrors ?? null, path).toBeNull();
      const stranger = await call(t, path, spoiled, customer);
      expect(stranger.status, path).toBe(403);
    }
  });
});

function sampleParams(route: RouteInput): Record<string, string> {
  const sample = route.params ? (validSampleOf(route.params) as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(sample).map(([key, value]) => [key, String(value)]));
}

function urlOf(
  template: string,
  defaults: Record<string, string>,
  params: Record<string, string>,
  query: Record<string, string>,
) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? defaults[name]!),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function errorKeys(body: string): string[] {
  try {
    return Object.keys((JSON.parse(body) as { errors?: object }).errors ?? {});
  } catch {
    return [];
  }
}

/** A 400 naming `field` (as its path, or as the path of the procedure input it fills). */
function expectNamed(response: { statusCode: number; body: string }, field: string, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(400);
  const keys = errorKeys(response.body);
  expect(
    keys.some((key) => key === field || key.endsWith(`.${field}`)),
    `${what} names ${field} in ${JSON.stringify(keys)}`,
  ).toBe(true);
}

const bodySample = (route: RouteInput) => {
  const shape = route.body.at(-1);
  return shape ? validSampleOf(shape) : undefined;
};

describe('every REST route', () => {
  for (const [name, route] of Object.entries(routes)) {
    const [method, template] = name.split(' ') as [
      'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      string,
    ];
    const cookieOf = () => (route.as === 'admin' ? admin : route.as ? customer : undefined);
    const send = (url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: cookieOf() ? { cookie: cookieOf()! } : {},
      });
    const defaults = sampleParams(route);
    const baseline = bodySample(route);

    it(`${name} refuses bad path, query and body values`, async () => {
      for (const { path: param, values } of route.params ? textCases(route.params, 'params') : []) {
        for (const value of values as string[]) {
          const response = await send(urlOf(template, defaults, { [param]: value }, {}), baseline);
          const what = `${name} ${param}=${value.slice(0, 40)}`;
          // An id written right but beyond any record names nothing: 404, not 400.
          if (value === beyondAnyId) expect(response.statusCode, what).toBe(404);
          else expectNamed(response, param, what);
        }
      }
      for (const { path: field, values } of route.querystring
        ? textCases(route.querystring, 'querystring')
        : []) {
        for (const value of values as string[]) {
          const response = await send(urlOf(template, defaults, {}, { [field]: value }), baseline);
          expectNamed(response, field, `${name} ?${field}=${value.slice(0, 40)}`);
        }
      }
      for (const { path: field, values } of merged(route.body.map((body) => jsonCases(body)))) {
        for (const value of values) {
          const response = await send(
            urlOf(template, defaults, {}, {}),
            withValueAt(baseline, field, value),
          );
          expectNamed(response, field, `${name} ${field}=${JSON.stringify(value)?.slice(0, 40)}`);
        }
      }
    });

    if (route.as === 'admin') {
      it(`${name} asks who is calling before it reads the input`, async () => {
        const [first] = route.body.flatMap((body) => jsonCases(body));
        const spoiled = first ? withValueAt(baseline, first.path, true) : undefined;
        const response = await t.app.inject({
          method,
          url: urlOf(template, defaults, {}, {}),
          ...(spoiled === undefined ? {} : { payload: spoiled as object }),
        });
        expect(response.statusCode, response.body).toBe(401);
        expect(response.json().errors).toBeUndefined();
      });
    }
  }
});

describe('bodies as a whole', () => {
  it('refuses unknown fields in admin bodies, naming them', async () => {
    const product = bodySample(routes['POST /api/products']!) as object;
    const misspelt = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { ...product, stok: 5 },
      headers: { cookie: admin },
    });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.body).toContain('stok');
    const trpc = await trpcMutation(t, 'categories.create', { name: 'X', activ: false }, admin);
    expect(trpc.status).toBe(400);
  });

  it('answers empty, non-JSON, wrong-shaped and huge bodies with a 4xx', async () => {
    const bodies: { payload: string; type: string }[] = [
      { payload: '', type: 'application/json' },
      { payload: '{', type: 'application/json' },
      { payload: 'null', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: '"text"', type: 'application/json' },
      { payload: 'a=1', type: 'application/x-www-form-urlencoded' },
      { payload: `{"name":"${'x'.repeat(2 * 1024 * 1024)}"}`, type: 'application/json' },
    ];
    for (const [name, route] of Object.entries(routes)) {
      if (route.body.length === 0) continue;
      const [method, template] = name.split(' ') as ['POST' | 'PUT' | 'PATCH', string];
      for (const { payload, type } of bodies) {
        const response = await t.app.inject({
          method,
          url: urlOf(template, sampleParams(route), {}, {}),
          payload,
          headers: {
            'content-type': type,
            ...(route.as === 'admin' ? { cookie: admin } : route.as ? { cookie: customer } : {}),
          },
        });
        const what = `${name} with ${payload.slice(0, 20)} (${type})`;
        expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, what).toBeLessThan(500);
      }
    }
  });

  it('never answers 500 to odd addresses', async () => {
    const urls = [
      '/api/products/0x10',
      '/api/products/99999999999999999999999999',
      `/api/products/${'9'.repeat(900)}`,
      '/api/products/%00',
      '/api/orders/2147483648/invoice.pdf',
      '/sitemap-products-99999999999999999999.xml',
      '/api/products?page=99999999999999999999',
      '/api/products?category=%00',
      '/api/products?category=99999999999',
      '/trpc/catalog.byId?input=%7B',
      '/trpc/catalog.byId?input=%7B%22json%22%3A%7B%22id%22%3A99999999999%7D%7D',
      '/trpc/no.such.procedure',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('completeness', () => {
  it('finds fields to spoil in every procedure that takes input', () => {
    const empty = table
      .filter((entry) => entry.input && jsonCases(entry.input).length === 0)
      .map((entry) => entry.path);
    expect(empty).toEqual([]);
  });

  it('covers every documented REST route', () => {
    const documented = t.app.swagger() as { paths: Record<string, object> };
    const names = Object.entries(documented.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(names.filter((name) => !(name in routes))).toEqual([]);
    expect(Object.keys(routes).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('stored nothing', async () => {
    const digestAfter = await contentDigest(t.db);
    const changed = Object.keys(digestAfter).filter(
      (table) => digestAfter[table] !== digestBefore[table],
    );
    expect(changed).toEqual([]);
  });
});
