import { FAKETIME_LIBRARY, startExtraServer, type ExtraServer } from '../support/extra-server.ts';
import { EXTRA_PORTS } from '../support/servers.ts';
import { linkIn, nthEmail } from '../support/mail.ts';
import { findProduct, plentiful, signInAsAdmin, uniqueName } from './helpers.ts';
import { expect, test } from './test.ts';

// A shop of its own, restarted with its clock two days ahead: the quote's last day has passed.
const port = EXTRA_PORTS.quoteExpiry;
let shop: ExtraServer | undefined;

test.afterAll(async () => {
  await shop?.stop();
});

test('a quote past its validity date expires: the buyer is told, the stock comes back, nothing can be accepted', async ({
  page,
  playwright,
}) => {
  test.setTimeout(300_000);
  shop = await startExtraServer(port, { DEMO: 'true' });
  const api = await playwright.request.newContext({ baseURL: shop.url });
  await signInAsAdmin(api);
  const product = await findProduct(api, plentiful, 'well-stocked product');
  const email = `${uniqueName('expiring')}@example.com`;
  const placed = await api.post('/api/orders', {
    data: {
      customerName: 'Robin Late',
      customerEmail: email,
      customerPhone: '+1 503 555 0177',
      customerAddress: '9 Gravel Pit Road\nSalem, OR 97301',
      items: [{ productId: product.id, quantity: 3 }],
    },
  });
  expect(placed.status()).toBe(201);
  const listed = await api.get(`/api/admin/quotes?search=${encodeURIComponent(email)}`);
  const quoteId = ((await listed.json()).items as { id: number }[])[0]!.id;
  const today = new Date().toISOString().slice(0, 10);
  const drafted = await api.put(`/api/admin/quotes/${quoteId}`, {
    data: {
      lines: [{ productId: product.id, quantity: 3, unitPrice: '100.00' }],
      validUntil: today,
    },
  });
  expect(drafted.ok()).toBe(true);
  expect((await api.post(`/api/admin/quotes/${quoteId}/send`)).ok()).toBe(true);
  const number = `Q-${String(quoteId).padStart(6, '0')}`;
  const link = linkIn(
    await nthEmail(email, `Your quote ${number} is ready`, 1, shop.dataDir),
    '/quotes/',
  );
  const quoteApi = new URL(link).pathname.replace('/quotes/', '/api/quotes/');
  const stockWhileQuoted = (await (await api.get(`/api/products/${product.id}`)).json())
    .stock as number;
  await api.dispose();

  const dataDir = shop.dataDir;
  await shop.stop({ keepData: true });
  shop = await startExtraServer(
    port,
    { DEMO: 'true', LD_PRELOAD: FAKETIME_LIBRARY, FAKETIME: '+2d' },
    dataDir,
  );

  const later = await playwright.request.newContext({ baseURL: shop.url });
  // The restarted server sweeps at once.
  await expect.poll(async () => (await (await later.get(quoteApi)).json()).status).toBe('expired');
  const closed = await nthEmail(email, `Quote ${number} expired`, 1, shop.dataDir);
  expect(closed.text).toContain('passed its validity date');
  expect((await (await later.get(`/api/products/${product.id}`)).json()).stock).toBe(
    stockWhileQuoted + 3,
  );
  const accept = await later.post(`${quoteApi}/accept`, {
    data: { method: 'po', poNumber: 'PO-LATE' },
  });
  expect(accept.status()).toBe(409);
  expect((await accept.json()).message).toBe('This quote has expired. Contact us for a new quote.');
  await later.dispose();

  await page.goto(new URL(new URL(link).pathname, shop.url).toString());
  await expect(page.getByText('Expired').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /accept/i })).toHaveCount(0);
});
