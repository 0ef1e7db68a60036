import { describe, expect, it } from 'vitest';
import type { StaffPermission } from '../lib/permissions.ts';
import { tabOfPath, tabPaths, tabsFor } from './tabs.ts';

const granting =
  (...permissions: StaffPermission[]) =>
  (p: StaffPermission) =>
    permissions.includes(p);

describe('tabsFor', () => {
  it('shows every tab to a role with every permission', () => {
    const can = () => true;
    expect(tabsFor(can)).toEqual([
      'account',
      'inventory',
      'reviews',
      'orders',
      'returns',
      'quotes',
      'users',
      'customers',
      'companies',
      'staff',
      'activity',
      'settings',
      'jobs',
    ]);
  });

  it('shows Customers and Companies to the roles that see sales figures', () => {
    expect(tabsFor(granting('sales.view'))).toEqual(
      expect.arrayContaining(['customers', 'companies']),
    );
    const warehouse = tabsFor(granting('orders.view', 'catalog.view'));
    expect(warehouse).not.toContain('customers');
    expect(warehouse).not.toContain('companies');
  });

  it('shows the warehouse its catalogue, orders and returns, without quotes, users or staff', () => {
    const can = granting('catalog.view', 'stock.edit', 'orders.view', 'orders.fulfil');
    expect(tabsFor(can)).toEqual(['account', 'inventory', 'orders', 'returns']);
  });

  it('shows Reviews to the roles that edit the catalogue', () => {
    expect(tabsFor(granting('catalog.view', 'catalog.edit'))).toContain('reviews');
    expect(tabsFor(granting('catalog.view'))).not.toContain('reviews');
  });

  it('shows Users for contact messages alone or for sales figures alone', () => {
    expect(tabsFor(granting('contact.view'))).toContain('users');
    expect(tabsFor(granting('sales.view'))).toContain('users');
    expect(tabsFor(granting('orders.view'))).not.toContain('users');
  });

  it('always keeps the dashboard', () => {
    expect(tabsFor(() => false)).toEqual(['account']);
  });
});

describe('tabOfPath', () => {
  it('names the tab of a screen and of the records in it', () => {
    expect(tabOfPath('/')).toBe('account');
    expect(tabOfPath('/orders')).toBe('orders');
    expect(tabOfPath('/orders/123')).toBe('orders');
    expect(tabOfPath('/inventory/products/7')).toBe('inventory');
    expect(tabOfPath('/quotes/42')).toBe('quotes');
    expect(tabOfPath('/customers/9')).toBe('customers');
  });

  it('names none for a path outside the tabs', () => {
    expect(tabOfPath('/account')).toBeNull();
    expect(tabOfPath('/nowhere')).toBeNull();
  });

  it('opens each tab on a path of its own', () => {
    for (const [tab, path] of Object.entries(tabPaths)) expect(tabOfPath(path)).toBe(tab);
  });
});
