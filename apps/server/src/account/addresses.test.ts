import { customerAddresses } from '@buildright/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

interface Address {
  id: number;
  label: string;
  recipientName: string;
  phone: string | null;
  company: string | null;
  address: string;
  isDefault: boolean;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const site = {
  label: 'Site office',
  recipientName: 'Jordan Miller',
  phone: '+1 503 555 0100',
  company: 'Miller Earthworks',
  address: '12 Quarry Road\nPortland, OR 97201',
};

const list = async (cookie: string) =>
  (await trpcQuery<Address[]>(t, 'account.addresses.list', undefined, cookie)).data;

async function add(cookie: string, values: Partial<typeof site> & { isDefault?: boolean } = {}) {
  const answer = await trpcMutation<Address>(
    t,
    'account.addresses.add',
    { ...site, ...values },
    cookie,
  );
  expect(answer.status).toBe(200);
  return answer.data;
}

const defaults = (addresses: Address[]) => addresses.filter((a) => a.isDefault).map((a) => a.label);

describe('saved delivery addresses', () => {
  it('makes the first address the default and keeps exactly one default', async () => {
    const { cookie } = await registerCustomer(t);
    const first = await add(cookie, { label: 'Yard' });
    expect(first).toMatchObject({ ...site, label: 'Yard', isDefault: true });
    await add(cookie, { label: 'Depot' });
    expect(defaults(await list(cookie))).toEqual(['Yard']);

    const office = await add(cookie, { label: 'Office', isDefault: true });
    const afterAdd = await list(cookie);
    expect(defaults(afterAdd)).toEqual(['Office']);
    expect(afterAdd[0]!.id).toBe(office.id);

    const made = await trpcMutation(t, 'account.addresses.makeDefault', { id: first.id }, cookie);
    expect(made.status).toBe(200);
    expect(defaults(await list(cookie))).toEqual(['Yard']);
  });

  it('edits an address; the default stays the default until another one is chosen', async () => {
    const { cookie } = await registerCustomer(t);
    const yard = await add(cookie, { label: 'Yard' });
    const edited = await trpcMutation<Address>(
      t,
      'account.addresses.update',
      { id: yard.id, values: { ...site, label: 'Main yard', phone: '', isDefault: false } },
      cookie,
    );
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ label: 'Main yard', phone: null, isDefault: true });

    const depot = await add(cookie, { label: 'Depot' });
    await trpcMutation(
      t,
      'account.addresses.update',
      { id: depot.id, values: { ...site, label: 'Depot', isDefault: true } },
      cookie,
    );
    expect(defaults(await list(cookie))).toEqual(['Depot']);
  });

  it('deleting the default makes the oldest remaining address the default', async () => {
    const { cookie } = await registerCustomer(t);
    const yard = await add(cookie, { label: 'Yard' });
    await add(cookie, { label: 'Depot' });
    await add(cookie, { label: 'Office' });
    const deleted = await trpcMutation(t, 'account.addresses.delete', { id: yard.id }, cookie);
    expect(deleted.status).toBe(200);
    const left = await list(cookie);
    expect(left.map((a) => a.label)).toEqual(['Depot', 'Office']);
    expect(defaults(left)).toEqual(['Depot']);
  });

  it("never shows or changes another customer's addresses", async () => {
    const owner = await registerCustomer(t);
    const other = await registerCustomer(t);
    const yard = await add(owner.cookie);
    expect(await list(other.cookie)).toEqual([]);
    for (const [path, input] of [
      ['account.addresses.update', { id: yard.id, values: site }],
      ['account.addresses.makeDefault', { id: yard.id }],
      ['account.addresses.delete', { id: yard.id }],
    ] as const) {
      const refused = await trpcMutation(t, path, input, other.cookie);
      expect(refused.status).toBe(404);
      expect(refused.error.message).toBe(`No saved address with id ${yard.id}`);
    }
    expect(await list(owner.cookie)).toEqual([{ ...yard }]);
  });

  it('validates each field with a message for it', async () => {
    const { cookie } = await registerCustomer(t);
    const refused = await trpcMutation(
      t,
      'account.addresses.add',
      { label: ' ', recipientName: '', address: '', phone: 'none' },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.error.data?.fieldErrors).toEqual({
      label: ['Label is required'],
      recipientName: ['Recipient name is required'],
      address: ['Address is required'],
      phone: ['Enter a phone number with at least 7 digits'],
    });
  });

  it('refuses "x" as an address and "1" as a phone with the checkout\'s messages', async () => {
    const { cookie } = await registerCustomer(t);
    const checkoutMessages = {
      address: ['Enter the full delivery address (at least 5 characters)'],
      phone: ['Enter a phone number with at least 7 digits'],
    };
    const added = await trpcMutation(
      t,
      'account.addresses.add',
      { ...site, address: 'x', phone: '1', isDefault: true },
      cookie,
    );
    expect(added.status).toBe(400);
    expect(added.error.data?.fieldErrors).toEqual(checkoutMessages);
    expect(await list(cookie)).toEqual([]);

    const yard = await add(cookie);
    const updated = await trpcMutation(
      t,
      'account.addresses.update',
      { id: yard.id, values: { ...site, address: 'x', phone: '1' } },
      cookie,
    );
    expect(updated.status).toBe(400);
    expect(updated.error.data?.fieldErrors).toEqual({
      values: [...checkoutMessages.phone, ...checkoutMessages.address],
    });
    expect(await list(cookie)).toEqual([yard]);
  });

  it('the database itself refuses a second default', async () => {
    const { cookie, user } = await registerCustomer(t);
    await add(cookie);
    await expect(
      t.db.insert(customerAddresses).values({ ...site, customerId: user.id, isDefault: true }),
    ).rejects.toThrow();
  });

  it('is for signed-in customers only', async () => {
    expect((await trpcQuery(t, 'account.addresses.list', undefined)).status).toBe(401);
  });
});
