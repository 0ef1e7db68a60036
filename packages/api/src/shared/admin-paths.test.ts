import { describe, expect, it } from 'vitest';
import { adminPaths, adminUrl } from './admin-paths.ts';

describe('adminPaths', () => {
  it('gives a record its own path', () => {
    expect(adminPaths.order(123)).toBe('/orders/123');
    expect(adminPaths.quote(42)).toBe('/quotes/42');
    expect(adminPaths.product(7)).toBe('/inventory/products/7');
    expect(adminPaths.customer(9, { q: 'digger' })).toBe('/customers/9?q=digger');
    expect(adminPaths.invitation('a b/c')).toBe('/invitation/a%20b%2Fc');
  });

  it('puts a list’s filters in the query string, leaving out empty ones', () => {
    expect(adminPaths.quotes({ status: 'needs_action' })).toBe('/quotes?status=needs_action');
    expect(adminPaths.orders({ status: 'pending', payment: null, q: '', page: 2 })).toBe(
      '/orders?status=pending&page=2',
    );
    expect(adminPaths.orders({ q: '#12 & co' })).toBe('/orders?q=%2312+%26+co');
    expect(adminPaths.dashboard()).toBe('/');
  });
});

describe('adminUrl', () => {
  it('joins a screen to the shop’s origin or to the admin site’s root', () => {
    const order = adminPaths.order(7);
    expect(adminUrl('https://shop.test', order)).toBe('https://shop.test/admin-dashboard/orders/7');
    expect(adminUrl('https://shop.test/admin-dashboard/', order)).toBe(
      'https://shop.test/admin-dashboard/orders/7',
    );
    expect(adminUrl('https://admin.test/admin-dashboard', order)).toBe(
      'https://admin.test/admin-dashboard/orders/7',
    );
  });
});
