import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogShop } from '../testing/catalog.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp, admin: string, safety: { id: number; name: string };

beforeAll(async () => {
  ({ t, admin, safety } = await catalogShop());
});
afterAll(() => t.close());

describe('categories', () => {
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/categories', headers: { cookie: admin }, payload });

  it('lists active categories with the number of products the shop shows', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const all = response.json() as { name: string; productCount: number }[];
    expect(all.map((c) => c.name)).not.toContain('Retired Lines');
    expect(all.find((c) => c.name === 'Safety Gear')).toMatchObject({
      productCount: 1,
      isActive: true,
    });

    const forAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { cookie: admin },
    });
    const adminView = forAdmin.json() as { name: string; productCount: number }[];
    expect(adminView.find((c) => c.name === 'Safety Gear')).toMatchObject({ productCount: 2 });
    expect(adminView.map((c) => c.name)).toContain('Retired Lines');
  });

  it('creates, renames and deletes an empty category', async () => {
    const created = await create({ name: '  Lifting  ', description: '' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Lifting',
      description: null,
      isActive: true,
      productCount: 0,
    });
    const { id } = created.json();

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${id}`,
      headers: { cookie: admin },
      payload: { name: 'Lifting Gear', description: 'Slings and hoists', isActive: false },
    });
    expect(renamed.json()).toMatchObject({
      name: 'Lifting Gear',
      description: 'Slings and hoists',
      isActive: false,
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/categories/${id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('refuses duplicate names regardless of case, and blank names', async () => {
    const duplicate = await create({ name: 'power tools' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A category named "power tools" already exists');
    const blank = await create({ name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Category name is required');
  });

  it('refuses to delete a category that still has products', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/categories/${safety.id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      '"Safety Gear" still has 2 products; move or delete them first',
    );
  });
});
