import type { AuditEntry } from '@buildright/api';
import { auditEntries } from '@buildright/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceAndSend, requestQuote, revision } from '../quotes/helpers.ts';
import { ADMIN, addCategory, addProduct, signInAdmin, signInStaff } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

let t: TestApp;
let owner: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAdmin(t);
  categoryId = (await addCategory(t.db)).id;
});
afterAll(() => t.close());

async function latestEntry(): Promise<AuditEntry> {
  const [entry] = await t.db.select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1);
  return entry!;
}
const entryCount = () => t.db.$count(auditEntries);

const productValues = (extra: Record<string, unknown> = {}) => ({
  name: 'Audited Bucket',
  description: '<p>Digs.</p>',
  price: '100.00',
  stock: 5,
  categoryId,
  ...extra,
});

describe('the activity log', () => {
  it('records a product change with who, what, and each field before → after', async () => {
    const created = await trpcMutation<{ id: number }>(t, 'catalog.create', productValues(), owner);
    const id = created.data.id;
    expect(await latestEntry()).toMatchObject({
      actorName: ADMIN.username,
      action: 'product.created',
      entityType: 'product',
      entityId: id,
      entityLabel: 'Audited Bucket',
    });

    await trpcMutation(
      t,
      'catalog.update',
      { id, values: productValues({ price: '120.00', stock: 7 }) },
      owner,
    );
    const update = await latestEntry();
    expect(update.action).toBe('product.updated');
    expect(update.changes).toEqual([
      { field: 'price', from: '100.00', to: '120.00' },
      { field: 'stock', from: 5, to: 7 },
    ]);
    expect(update.at).toBeInstanceOf(Date);

    // Saving the same values again is no change.
    const before = await entryCount();
    await trpcMutation(
      t,
      'catalog.update',
      { id, values: productValues({ price: '120.00', stock: 7 }) },
      owner,
    );
    expect(await entryCount()).toBe(before);

    const warehouse = await signInStaff(t, 'warehouse');
    await trpcMutation(t, 'catalog.setStock', { id, stock: 2 }, warehouse.cookie);
    expect(await latestEntry()).toMatchObject({
      actorId: warehouse.id,
      actorName: warehouse.username,
      action: 'product.stock_set',
      changes: [{ field: 'stock', from: 7, to: 2 }],
    });

    await trpcMutation(t, 'catalog.delete', { id }, owner);
    expect(await latestEntry()).toMatchObject({ action: 'product.deleted', entityId: id });
  });

  it('writes nothing for a refused call, bad input or a failed change', async () => {
    const product = await addProduct(t.db, { categoryId });
    const sales = await signInStaff(t, 'sales');
    const before = await entryCount();
    const refused = await trpcMutation(
      t,
      'catalog.update',
      { id: product.id, values: productValues() },
      sales.cookie,
    );
    expect(refused.status).toBe(403);
    const invalid = await trpcMutation(
      t,
      'catalog.update',
      { id: product.id, values: productValues({ price: 'cheap' }) },
      owner,
    );
    expect(invalid.status).toBe(400);
    const missing = await trpcMutation(
      t,
      'catalog.update',
      { id: 999999, values: productValues() },
      owner,
    );
    expect(missing.status).toBe(404);
    // A change that fails after its entry was written takes the entry with it.
    const clash = await trpcMutation(
      t,
      'categories.create',
      { name: (await addCategory(t.db)).name },
      owner,
    );
    expect(clash.status).toBe(409);
    expect(await entryCount()).toBe(before);
  });

  it('records categories, machines, settings, orders and quotes', async () => {
    const category = await trpcMutation<{ id: number }>(
      t,
      'categories.create',
      { name: 'Audited tools' },
      owner,
    );
    await trpcMutation(
      t,
      'categories.update',
      { id: category.data.id, values: { name: 'Audited hand tools' } },
      owner,
    );
    expect(await latestEntry()).toMatchObject({
      action: 'category.updated',
      entityLabel: 'Audited hand tools',
      changes: [{ field: 'name', from: 'Audited tools', to: 'Audited hand tools' }],
    });

    const machine = await trpcMutation<{ id: number }>(
      t,
      'machines.create',
      { make: 'Audit', model: 'X1', operatingWeightKg: 1500, pinDiameterMm: 35, coupler: 'pin-on' },
      owner,
    );
    await trpcMutation(t, 'machines.delete', { id: machine.data.id }, owner);
    expect(await latestEntry()).toMatchObject({
      action: 'machine.deleted',
      entityLabel: 'Audit X1',
    });

    await trpcMutation(t, 'stats.setLowStockThreshold', { threshold: 9 }, owner);
    expect(await latestEntry()).toMatchObject({
      action: 'settings.updated',
      changes: [{ field: 'lowStockThreshold', from: 5, to: 9 }],
    });

    const product = await addProduct(t.db, { categoryId, stock: 50 });
    const { orderId } = await requestQuote(t, [{ productId: product.id, quantity: 1 }]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/tracking`,
      payload: { status: 'processing', trackingNumber: 'TRACK-1' },
      headers: { cookie: owner },
    });
    const orderHistory = await trpcQuery<AuditEntry[]>(t, 'activity.order', { id: orderId }, owner);
    expect(orderHistory.data[0]).toMatchObject({
      action: 'order.updated',
      entityLabel: `Order #${orderId}`,
      changes: [
        { field: 'status', from: 'pending', to: 'processing' },
        { field: 'trackingNumber', from: null, to: 'TRACK-1' },
      ],
    });

    // Moving its order on settles that quote; price another.
    const { quoteId } = await requestQuote(t, [{ productId: product.id, quantity: 1 }]);
    await priceAndSend(
      t,
      owner,
      quoteId,
      revision([{ productId: product.id, quantity: 1, unitPrice: '90.00' }]),
    );
    const quoteEntries = await t.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, quoteId));
    expect(quoteEntries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['quote.draft_saved', 'quote.sent']),
    );
  });

  it('records staff changes: invitations, roles and disabling', async () => {
    const email = `audited-${Date.now()}@example.com`;
    await trpcMutation(t, 'staff.invite', { email, role: 'sales' }, owner);
    expect(await latestEntry()).toMatchObject({
      action: 'staff.invited',
      entityLabel: email,
      changes: [{ field: 'role', from: null, to: 'sales' }],
    });
    const member = await signInStaff(t, 'sales');
    await trpcMutation(t, 'staff.setRole', { id: member.id, role: 'manager' }, owner);
    expect(await latestEntry()).toMatchObject({
      action: 'staff.role_changed',
      entityId: member.id,
      entityLabel: member.username,
      changes: [{ field: 'role', from: 'sales', to: 'manager' }],
    });
    await trpcMutation(t, 'staff.setDisabled', { id: member.id, disabled: true }, owner);
    expect(await latestEntry()).toMatchObject({ action: 'staff.disabled', entityId: member.id });
  });

  it('records an import, one entry per product', async () => {
    const csv = `sku,name,category,price,sale_price,stock,active,description,image_urls\nAUD-1,Audit One,${(await addCategory(t.db, { name: 'Audit imports' })).name},10.00,,3,yes,<p>One</p>,\nAUD-2,Audit Two,Audit imports,20.00,,4,yes,<p>Two</p>,\n`;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=false',
      payload: csv,
      headers: { cookie: owner, 'content-type': 'text/csv' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const imported = await t.db
      .select({ label: auditEntries.entityLabel })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'product.imported'));
    expect(imported.map((e) => e.label).sort()).toEqual(['Audit One', 'Audit Two']);
  });

  it('records sign-ins and failed sign-ins with the address they came from', async () => {
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: ADMIN.username, password },
        remoteAddress: '203.0.113.9',
      });
    await signIn('wrong-password');
    expect(await latestEntry()).toMatchObject({
      action: 'sign-in.failed',
      actorName: ADMIN.username,
      ip: '203.0.113.9',
      changes: [{ field: 'reason', from: null, to: 'wrong password' }],
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'nobody', password: 'x' },
    });
    expect(await latestEntry()).toMatchObject({
      action: 'sign-in.failed',
      actorId: null,
      actorName: 'nobody',
    });
    await signIn(ADMIN.password);
    expect(await latestEntry()).toMatchObject({ action: 'sign-in.succeeded', ip: '203.0.113.9' });
  });

  it('filters by staff member, kind and day, newest first, for owners and managers', async () => {
    const warehouse = await signInStaff(t, 'warehouse');
    const product = await addProduct(t.db, { categoryId });
    await trpcMutation(t, 'catalog.setStock', { id: product.id, stock: 11 }, warehouse.cookie);
    await trpcMutation(t, 'catalog.setStock', { id: product.id, stock: 12 }, warehouse.cookie);

    const manager = await signInStaff(t, 'manager');
    const mine = await trpcQuery<{ items: AuditEntry[]; total: number }>(
      t,
      'activity.list',
      { actorId: warehouse.id, entityType: 'product' },
      manager.cookie,
    );
    expect(mine.data.total).toBe(2);
    expect(mine.data.items.map((e) => e.changes[0]!.to)).toEqual([12, 11]);

    const today = new Date().toISOString().slice(0, 10);
    const todays = await trpcQuery<{ total: number }>(
      t,
      'activity.list',
      { from: today, to: today },
      owner,
    );
    expect(todays.data.total).toBe(await entryCount());
    const past = await trpcQuery<{ total: number }>(
      t,
      'activity.list',
      { to: '2020-01-01' },
      owner,
    );
    expect(past.data.total).toBe(0);
    const inverted = await trpcQuery(t, 'activity.list', { from: today, to: '2020-01-01' }, owner);
    expect(inverted.status).toBe(400);

    const actors = await trpcQuery<{ id: number; name: string }[]>(
      t,
      'activity.actors',
      undefined,
      owner,
    );
    expect(actors.data.map((a) => a.name)).toEqual(
      expect.arrayContaining([ADMIN.username, warehouse.username]),
    );

    const history = await trpcQuery<AuditEntry[]>(
      t,
      'activity.product',
      { id: product.id },
      warehouse.cookie,
    );
    expect(history.data.map((e) => e.action)).toEqual(['product.stock_set', 'product.stock_set']);
  });

  it('cannot be changed or deleted, even by the database user', async () => {
    const entry = await latestEntry();
    await expect(
      t.db
        .update(auditEntries)
        .set({ actorName: 'someone else' })
        .where(eq(auditEntries.id, entry.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditEntries).where(eq(auditEntries.id, entry.id))).rejects.toThrow();
    expect((await latestEntry()).actorName).toBe(entry.actorName);
  });
});
