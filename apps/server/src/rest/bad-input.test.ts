import { procedureTable } from '@buildright/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badQueryValues,
  badValues,
  contentDigest,
  withValueAt,
  type Kind,
} from '../testing/bad-values.ts';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

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

/** A kind, or a nullable one ("count?"), where null is a value like any other. */
type Fields = Record<string, Kind | `${Kind}?`>;

function valuesOf(kind: Kind | `${Kind}?`): readonly unknown[] {
  return kind.endsWith('?')
    ? badValues[kind.slice(0, -1) as Kind].filter((value) => value !== null)
    : badValues[kind as Kind];
}
interface Case {
  input: Record<string, unknown>;
  fields: Fields;
}

const token = 'A'.repeat(32);
const product = {
  name: 'Bucket',
  description: 'Sturdy',
  price: '100.00',
  salePrice: null,
  stock: 3,
  categoryId: 1,
  isActive: true,
};
const productFields: Fields = {
  name: 'text',
  description: 'text',
  price: 'money',
  salePrice: 'money',
  stock: 'count',
  categoryId: 'id',
  isActive: 'flag',
  imageUrl: 'text',
  'images.0.order': 'count',
  'images.0.url': 'text',
};
const productWithImage = { ...product, images: [{ url: '/a.png', order: 0 }] };
const buyer = {
  customerName: 'Casey',
  customerEmail: 'casey@example.com',
  customerPhone: '+1 503 555 0100',
  customerAddress: '1 Main St',
};
const buyerFields: Fields = {
  customerName: 'text',
  customerEmail: 'email',
  customerPhone: 'text',
  customerAddress: 'text',
};
const cart = { ...buyer, items: [{ productId: 1, quantity: 1 }] };
const cartFields: Fields = {
  ...buyerFields,
  'items.0.productId': 'id',
  'items.0.quantity': 'quantity',
};
const orderUpdate = { status: 'processing', trackingNumber: null, estimatedDelivery: null };
const orderUpdateFields: Fields = {
  status: 'choice',
  trackingNumber: 'text',
  estimatedDelivery: 'date',
  notes: 'text',
};
const revision = {
  lines: [{ productId: 1, quantity: 1, unitPrice: '10.00' }],
  discount: null,
  deliveryCharge: '0.00',
  validUntil: '2099-01-01',
  note: null,
};
const revisionFields: Fields = {
  'lines.0.productId': 'id',
  'lines.0.quantity': 'quantity',
  'lines.0.unitPrice': 'money',
  deliveryCharge: 'money',
  validUntil: 'date',
  note: 'text',
};
const address = { label: 'Yard', recipientName: 'Casey', address: '1 Main St', isDefault: false };
const addressFields: Fields = {
  label: 'text',
  recipientName: 'text',
  address: 'text',
  phone: 'text',
  company: 'text',
  isDefault: 'flag',
};
const machine = { make: 'Cat', model: '320', operatingWeightKg: 20_000, coupler: 'pin-on' };
const machineFields: Fields = {
  make: 'text',
  model: 'text',
  operatingWeightKg: 'count',
  pinDiameterMm: 'count?',
  coupler: 'choice',
};
const byId: Case = { input: { id: 1 }, fields: { id: 'id' } };
const page: Fields = { page: 'page', pageSize: 'page' };

const catalogQuery: Case = {
  input: {},
  fields: {
    search: 'search',
    categoryId: 'id',
    machineId: 'id',
    sort: 'choice',
    minPrice: 'money',
    maxPrice: 'money',
    inStock: 'switch',
    onSale: 'switch',
    ...page,
  },
};
const prefixed = (prefix: string, fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).map(([path, kind]) => [`${prefix}.${path}`, kind]));

/** Every procedure with an input: a valid input, and the kind of each field to spoil. */
const procedures: Record<string, Case> = {
  'account.changePassword': {
    input: { currentPassword: 'a-long-password', newPassword: 'another-long-one' },
    fields: { currentPassword: 'text', newPassword: 'text' },
  },
  'account.addresses.add': { input: address, fields: addressFields },
  'account.addresses.update': {
    input: { id: 1, values: address },
    fields: { id: 'id', ...prefixed('values', addressFields) },
  },
  'account.addresses.makeDefault': byId,
  'account.addresses.delete': byId,
  'account.machines.add': byId,
  'account.machines.remove': byId,
  'account.orders.byId': byId,
  'account.orders.reorder': byId,
  'account.updateProfile': {
    input: { email: 'casey@example.com', firstName: 'Casey' },
    fields: {
      email: 'email',
      firstName: 'text',
      lastName: 'text',
      phone: 'text',
      company: 'text',
    },
  },
  'activity.list': {
    input: {},
    fields: { actorId: 'id', entityType: 'choice', from: 'date', to: 'date', ...page },
  },
  'activity.product': byId,
  'activity.order': byId,
  'auth.customer.login': {
    input: { username: 'someone', password: 'secret' },
    fields: { username: 'text', password: 'text' },
  },
  'auth.customer.register': {
    input: { username: 'newcomer', email: 'new@example.com', password: 'a-long-password' },
    fields: { username: 'text', email: 'email', password: 'text', firstName: 'text' },
  },
  'auth.admin.login': {
    input: { username: 'someone', password: 'secret' },
    fields: { username: 'text', password: 'text' },
  },
  'catalog.list': catalogQuery,
  'catalog.browse': catalogQuery,
  'catalog.suggest': { input: { q: 'bucket' }, fields: { q: 'search' } },
  'catalog.byId': byId,
  'catalog.browseById': byId,
  'catalog.adminList': { input: {}, fields: { categoryId: 'id', machineId: 'id', ...page } },
  'catalog.adminById': byId,
  'catalog.create': { input: productWithImage, fields: productFields },
  'catalog.update': {
    input: { id: 1, values: productWithImage },
    fields: { id: 'id', ...prefixed('values', productFields) },
  },
  'catalog.setStock': { input: { id: 1, stock: 4 }, fields: { id: 'id', stock: 'count' } },
  'catalog.importPreview': { input: { csv: 'name\n' }, fields: { csv: 'search' } },
  'catalog.importApply': { input: { csv: 'name\n' }, fields: { csv: 'search' } },
  'catalog.delete': byId,
  'categories.idByName': { input: { name: 'Buckets' }, fields: { name: 'text' } },
  'categories.create': {
    input: { name: 'Buckets' },
    fields: { name: 'text', description: 'text', isActive: 'flag' },
  },
  'categories.update': {
    input: { id: 1, values: { name: 'Buckets' } },
    fields: { id: 'id', 'values.name': 'text', 'values.isActive': 'flag' },
  },
  'categories.delete': byId,
  'checkout.requestQuote': { input: cart, fields: cartFields },
  'contact.submit': {
    input: { name: 'Casey', email: 'casey@example.com', subject: 'Hi', message: 'Hello there!' },
    fields: { name: 'text', email: 'email', subject: 'text', message: 'text', phone: 'text' },
  },
  'contact.sendEmail': {
    input: { subject: 'Hi', message: 'Hello there!' },
    fields: { subject: 'text', message: 'text', replyTo: 'email' },
  },
  'contact.list': { input: {}, fields: { unread: 'switch', q: 'search', ...page } },
  'contact.markRead': byId,
  'documents.quote': { input: { token }, fields: { token: 'text' } },
  'documents.quoteDraft': byId,
  'documents.invoice': { input: { orderId: 1 }, fields: { orderId: 'id', quoteToken: 'text' } },
  'machines.create': { input: machine, fields: machineFields },
  'machines.update': {
    input: { id: 1, values: machine },
    fields: { id: 'id', ...prefixed('values', machineFields) },
  },
  'machines.delete': byId,
  'mail.retry': byId,
  'orders.mine': { input: {}, fields: { status: 'choice', q: 'search', ...page } },
  'orders.list': {
    input: {},
    fields: { status: 'choice', paymentStatus: 'choice', q: 'search', ...page },
  },
  'orders.byId': byId,
  'orders.update': {
    input: { id: 1, values: orderUpdate },
    fields: { id: 'id', ...prefixed('values', orderUpdateFields) },
  },
  'orders.delete': byId,
  'orders.holds': { input: {}, fields: page },
  'orders.releaseHold': byId,
  'password.forgot': {
    input: { email: 'casey@example.com' },
    fields: { email: 'email', account: 'choice' },
  },
  'password.reset': {
    input: { token, password: 'a-long-password' },
    fields: { token: 'text', password: 'text' },
  },
  'payments.createIntent': {
    input: cart,
    fields: { ...cartFields, checkoutId: 'text' },
  },
  'payments.confirmTestPayment': {
    input: {
      clientSecret: 'pi_1_secret_2',
      card: { cardNumber: '4242424242424242', expiry: '12 / 40', cvc: '123' },
    },
    fields: { clientSecret: 'text', 'card.cardNumber': 'text', 'card.cvc': 'text' },
  },
  'payments.confirm': {
    input: { paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret_2' },
    fields: { paymentIntentId: 'text', clientSecret: 'text' },
  },
  'quotes.buyer.get': { input: { token }, fields: { token: 'text' } },
  'quotes.buyer.accept': {
    input: { token, method: 'po', poNumber: 'PO-1', revision: 1 },
    fields: { token: 'text', method: 'choice', poNumber: 'text', revision: 'id' },
  },
  'quotes.buyer.decline': { input: { token }, fields: { token: 'text', reason: 'text' } },
  'quotes.buyer.postMessage': {
    input: { token, message: 'Can you do 5?' },
    fields: { token: 'text', message: 'text', requestChanges: 'flag' },
  },
  'quotes.staff.list': {
    input: {},
    fields: { status: 'choice', search: 'search', ...page },
  },
  'quotes.staff.get': byId,
  'quotes.staff.saveDraft': {
    input: { id: 1, revision },
    fields: { id: 'id', ...prefixed('revision', revisionFields) },
  },
  'quotes.staff.send': byId,
  'quotes.staff.withdraw': byId,
  'quotes.staff.postMessage': {
    input: { id: 1, message: 'Ready' },
    fields: { id: 'id', message: 'text' },
  },
  'staff.invite': {
    input: { email: 'new@example.com', role: 'sales' },
    fields: { email: 'email', role: 'choice' },
  },
  'staff.revokeInvitation': byId,
  'staff.setRole': { input: { id: 1, role: 'sales' }, fields: { id: 'id', role: 'choice' } },
  'staff.setDisabled': {
    input: { id: 1, disabled: true },
    fields: { id: 'id', disabled: 'flag' },
  },
  'staff.invitation': { input: { token }, fields: { token: 'text' } },
  'staff.acceptInvitation': {
    input: { token, username: 'newstaff', password: 'a-long-password' },
    fields: { token: 'text', username: 'text', password: 'text' },
  },
  'stats.salesByDay': { input: { days: 30 }, fields: { days: 'choice' } },
  'stats.setLowStockThreshold': { input: { threshold: 5 }, fields: { threshold: 'count' } },
};

/** Procedures that take no input at all. */
const withoutInput = new Set([
  'account.addresses.list',
  'account.machines.list',
  'activity.actors',
  'auth.customer.me',
  'auth.customer.logout',
  'auth.admin.me',
  'auth.admin.logout',
  'auth.admin.signInHint',
  'categories.list',
  'categories.adminList',
  'categories.browse',
  'machines.list',
  'mail.undelivered',
  'payments.config',
  'quotes.staff.needsAction',
  'quotes.mine',
  'staff.list',
  'stats.dashboard',
  'stats.registeredUsers',
  'stats.topProducts',
  'stats.needsAction',
  'stats.recentOrders',
  'stats.lowStock',
]);

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

interface Route {
  /** Who calls it: admin routes check the session before they read the input. */
  as?: 'admin' | 'customer';
  params?: Record<string, Kind>;
  query?: Record<string, Kind>;
  body?: Case;
}

/** Every documented REST route, with the parts a caller fills in. */
const routes: Record<string, Route> = {
  'GET /api/products': {
    query: {
      machine: 'id',
      page: 'page',
      pageSize: 'page',
      inStock: 'flag',
      onSale: 'flag',
      sort: 'choice',
      minPrice: 'money',
      maxPrice: 'money',
    },
  },
  'GET /api/products/{id}': { params: { id: 'id' } },
  'POST /api/products': { as: 'admin', body: { input: productWithImage, fields: productFields } },
  'PUT /api/products/{id}': {
    as: 'admin',
    params: { id: 'id' },
    body: { input: productWithImage, fields: productFields },
  },
  'DELETE /api/products/{id}': { as: 'admin', params: { id: 'id' } },
  'GET /api/categories': {},
  'POST /api/categories': {
    as: 'admin',
    body: { input: { name: 'Buckets' }, fields: { name: 'text', isActive: 'flag' } },
  },
  'PUT /api/categories/{id}': {
    as: 'admin',
    params: { id: 'id' },
    body: { input: { name: 'Buckets' }, fields: { name: 'text', isActive: 'flag' } },
  },
  'DELETE /api/categories/{id}': { as: 'admin', params: { id: 'id' } },
  'GET /api/search/suggest': {},
  'GET /api/machines': {},
  'GET /api/orders': { as: 'admin', query: { page: 'page', pageSize: 'page', status: 'choice' } },
  'POST /api/orders': { body: { input: cart, fields: cartFields } },
  'GET /api/orders/my': { as: 'customer', query: { page: 'page', pageSize: 'page' } },
  'PATCH /api/orders/{id}/tracking': {
    as: 'admin',
    params: { id: 'id' },
    body: { input: orderUpdate, fields: orderUpdateFields },
  },
  'DELETE /api/orders/{id}': { as: 'admin', params: { id: 'id' } },
  'GET /api/orders/holds': { as: 'admin', query: { page: 'page', pageSize: 'page' } },
  'POST /api/orders/{id}/release-hold': { as: 'admin', params: { id: 'id' } },
  'GET /api/orders/{id}/invoice.pdf': { as: 'customer', params: { id: 'id' } },
  'GET /api/quotes/{token}': {},
  'POST /api/quotes/{token}/accept': {
    body: {
      input: { method: 'po', poNumber: 'PO-1' },
      fields: { method: 'choice', poNumber: 'text', revision: 'id' },
    },
  },
  'POST /api/quotes/{token}/decline': { body: { input: {}, fields: { reason: 'text' } } },
  'POST /api/quotes/{token}/messages': {
    body: { input: { message: 'Hello' }, fields: { message: 'text', requestChanges: 'flag' } },
  },
  'GET /api/quotes/{token}/pdf': {},
  'GET /api/admin/quotes': {
    as: 'admin',
    query: { page: 'page', pageSize: 'page', status: 'choice' },
  },
  'GET /api/admin/quotes/{id}': { as: 'admin', params: { id: 'id' } },
  'PUT /api/admin/quotes/{id}': {
    as: 'admin',
    params: { id: 'id' },
    body: { input: revision, fields: revisionFields },
  },
  'GET /api/admin/quotes/{id}/draft.pdf': { as: 'admin', params: { id: 'id' } },
  'POST /api/admin/quotes/{id}/send': { as: 'admin', params: { id: 'id' } },
  'POST /api/admin/quotes/{id}/withdraw': { as: 'admin', params: { id: 'id' } },
  'POST /api/admin/quotes/{id}/messages': {
    as: 'admin',
    params: { id: 'id' },
    body: { input: { message: 'Ready' }, fields: { message: 'text' } },
  },
  'POST /api/create-payment-intent': { body: { input: cart, fields: cartFields } },
  'POST /api/stripe/webhook': {},
  'GET /api/admin/local-users': {},
  'GET /api/admin/stats': {},
  'GET /api/admin/contact-submissions': {
    as: 'admin',
    query: { page: 'page', pageSize: 'page', unread: 'flag' },
  },
  'GET /api/admin/products/export.csv': {},
  'POST /api/admin/products/import': { as: 'admin' },
  'GET /api/admin/orders/export.csv': { as: 'admin', query: { from: 'date', to: 'date' } },
  'POST /api/contact': {
    body: {
      input: { name: 'Casey', email: 'casey@example.com', subject: 'Hi', message: 'Hello there!' },
      fields: { name: 'text', email: 'email', subject: 'text', message: 'text' },
    },
  },
  'POST /api/send-email': {
    body: {
      input: { subject: 'Hi', message: 'Hello there!' },
      fields: { subject: 'text', message: 'text', replyTo: 'email' },
    },
  },
  'GET /api/admin/me': {},
  'POST /api/admin/login': {
    body: {
      input: { username: 'x', password: 'y' },
      fields: { username: 'text', password: 'text' },
    },
  },
  'POST /api/admin/logout': {},
  'GET /api/local/user': {},
  'POST /api/local/login': {
    body: {
      input: { username: 'x', password: 'y' },
      fields: { username: 'text', password: 'text' },
    },
  },
  'POST /api/local/register': {
    body: {
      input: { username: 'newcomer', email: 'new@example.com', password: 'a-long-password' },
      fields: { username: 'text', email: 'email', password: 'text' },
    },
  },
  'POST /api/local/logout': {},
  'POST /api/password/forgot': {
    body: { input: { email: 'casey@example.com' }, fields: { email: 'email' } },
  },
  'POST /api/password/reset': {
    body: {
      input: { token, password: 'a-long-password' },
      fields: { token: 'text', password: 'text' },
    },
  },
  'GET /healthz': {},
  'GET /readyz': {},
};

/** The defaults a route's own parts need to reach its validation. */
const pathDefaults: Record<string, string> = { id: '1', token };

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
