import { procedureTable } from '@buildright/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badQueryValues, contentDigest, withValueAt } from '../testing/bad-values.ts';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';
import { product, procedures, valuesOf, withoutInput } from '../testing/procedure-cases.ts';
import { pathDefaults, routes } from '../testing/route-cases.ts';

/**
 * Every REST endpoint and tRPC procedure, given what a stranger may send in place of each field,
 * answers a 4xx that names the field and stores nothing. A new endpoint without a row here fails
 * the completeness checks at the end.
 */

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

function firstKey(path: string) {
  return path.split('.')[0]!;
}

describe('every tRPC procedure', () => {
  for (const [path, { input, fields }] of Object.entries(procedures)) {
    it(`${path} refuses a bad value in each field`, async () => {
      const procedure = table.find((entry) => entry.path === path);
      expect(procedure, `${path} is a procedure`).toBeDefined();
      const cookie = procedure!.permission ? admin : customer;
      const call = procedure!.type === 'query' ? trpcQuery : trpcMutation;
      for (const [field, kind] of Object.entries(fields)) {
        for (const value of valuesOf(kind)) {
          const answer = await call(t, path, withValueAt(input, field, value), cookie);
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
  const searched = Object.entries(procedures).filter(
    ([path, { fields }]) =>
      table.find((entry) => entry.path === path)?.type === 'query' &&
      Object.values(fields).includes('search'),
  );

  it.each(searched)('%s answers odd text as a search', async (path, { input, fields }) => {
    const procedure = table.find((entry) => entry.path === path)!;
    const cookie = procedure.permission ? admin : customer;
    for (const [field, kind] of Object.entries(fields)) {
      if (kind !== 'search') continue;
      for (const text of oddTexts) {
        const answer = await trpcQuery(t, path, withValueAt(input, field, text), cookie);
        expect(answer.status, `${path} ${field}=${JSON.stringify(text)}`).toBe(200);
      }
    }
  });
});

describe('every staff procedure', () => {
  it('asks who is calling before it reads the input', async () => {
    for (const [path, { input, fields }] of Object.entries(procedures)) {
      const procedure = table.find((entry) => entry.path === path)!;
      if (!procedure.permission) continue;
      const call = procedure.type === 'query' ? trpcQuery : trpcMutation;
      const spoiled = withValueAt(input, Object.keys(fields)[0]!, true);
      const guest = await call(t, path, spoiled);
      expect(guest.status, path).toBe(401);
      expect(guest.error.data?.fieldErrors ?? null, path).toBeNull();
      const stranger = await call(t, path, spoiled, customer);
      expect(stranger.status, path).toBe(403);
    }
  });
});

function urlOf(template: string, params: Record<string, string>, query: Record<string, string>) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? pathDefaults[name]!),
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
    const baseline = route.body?.input;

    it(`${name} refuses bad path, query and body values`, async () => {
      for (const [param, kind] of Object.entries(route.params ?? {})) {
        for (const value of badQueryValues[kind] ?? []) {
          const response = await send(urlOf(template, { [param]: value }, {}), baseline);
          const what = `${name} ${param}=${value}`;
          // An id written right but beyond any record names nothing: 404, not 400.
          if (value === '2147483648') expect(response.statusCode, what).toBe(404);
          else expectNamed(response, param, what);
        }
      }
      for (const [field, kind] of Object.entries(route.query ?? {})) {
        for (const value of badQueryValues[kind] ?? []) {
          const response = await send(urlOf(template, {}, { [field]: value }), baseline);
          expectNamed(response, field, `${name} ?${field}=${value}`);
        }
      }
      for (const [field, kind] of Object.entries(route.body?.fields ?? {})) {
        for (const value of valuesOf(kind)) {
          const response = await send(
            urlOf(template, {}, {}),
            withValueAt(route.body!.input, field, value),
          );
          expectNamed(response, field, `${name} ${field}=${JSON.stringify(value)?.slice(0, 40)}`);
        }
      }
    });

    if (route.as === 'admin') {
      it(`${name} asks who is calling before it reads the input`, async () => {
        const spoiled = route.body
          ? withValueAt(route.body.input, Object.keys(route.body.fields)[0]!, true)
          : undefined;
        const response = await t.app.inject({
          method,
          url: urlOf(template, {}, {}),
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
      if (!route.body) continue;
      const [method, template] = name.split(' ') as ['POST' | 'PUT' | 'PATCH', string];
      for (const { payload, type } of bodies) {
        const response = await t.app.inject({
          method,
          url: urlOf(template, {}, {}),
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
  it('covers every procedure', () => {
    const missing = table
      .map((entry) => entry.path)
      .filter((path) => !(path in procedures) && !withoutInput.has(path));
    expect(missing).toEqual([]);
  });

  it('covers every documented REST route', () => {
    const documented = t.app.swagger() as { paths: Record<string, object> };
    const names = Object.entries(documented.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(names.filter((name) => !(name in routes))).toEqual([]);
  });

  it('stored nothing', async () => {
    const digestAfter = await contentDigest(t.db);
    const changed = Object.keys(digestAfter).filter(
      (table) => digestAfter[table] !== digestBefore[table],
    );
    expect(changed).toEqual([]);
  });
});
