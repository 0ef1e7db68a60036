import { describe, expect, it } from 'vitest';
import { permissionsOf } from './permissions.ts';

const warehouse = {
  id: 2,
  username: 'wendy',
  role: 'admin',
  staffRole: 'warehouse' as const,
  permissions: ['catalog.view' as const, 'stock.edit' as const],
};

describe('permissionsOf', () => {
  it('allows exactly what the server listed', () => {
    const can = permissionsOf(warehouse);
    expect(can('stock.edit')).toBe(true);
    expect(can('catalog.edit')).toBe(false);
  });

  it('allows nothing while nobody is signed in', () => {
    expect(permissionsOf(null)('catalog.view')).toBe(false);
    expect(permissionsOf(undefined)('catalog.view')).toBe(false);
  });
});
