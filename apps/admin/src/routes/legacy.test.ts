import { describe, expect, it } from 'vitest';
import { legacyRedirect } from './legacy.ts';

describe('legacyRedirect', () => {
  it.each([
    ['?tab=orders', '/orders'],
    ['?tab=orders&order=123', '/orders/123'],
    [
      '?tab=orders&status=pending&payment=paid&page=2',
      '/orders?status=pending&payment=paid&page=2',
    ],
    ['?tab=quotes&quote=42', '/quotes/42'],
    ['?tab=quotes&status=needs_action', '/quotes?status=needs_action'],
    ['?tab=inventory', '/inventory/products'],
    ['?tab=inventory&section=categories', '/inventory/categories'],
    ['?tab=inventory&section=machines', '/inventory/machines'],
    ['?tab=inventory&section=&product=7', '/inventory/products/7'],
    [
      '?tab=users&messages=unread&messageSearch=bucket&messagePage=2',
      '/users?messages=unread&q=bucket&page=2',
    ],
    ['?tab=staff', '/staff'],
    [
      '?tab=activity&actor=3&kind=order&from=2026-01-01',
      '/activity?actor=3&kind=order&from=2026-01-01',
    ],
    ['?tab=account&days=90', '/?days=90'],
    ['?tab=account', '/'],
    ['?tab=reports', '/'],
  ])('%s leads to %s', (search, path) => {
    expect(legacyRedirect(search)).toBe(path);
  });

  it('follows links that named only the record or the list', () => {
    expect(legacyRedirect('?quote=42')).toBe('/quotes/42');
    expect(legacyRedirect('?order=7&status=shipped')).toBe('/orders/7?status=shipped');
    expect(legacyRedirect('?product=9')).toBe('/inventory/products/9');
    expect(legacyRedirect('?messages=unread')).toBe('/users?messages=unread');
  });

  it('sends an invitation link to the page that accepts it', () => {
    expect(legacyRedirect('?invitation=abc-DEF_1')).toBe('/invitation/abc-DEF_1');
  });

  it('leaves addresses of today alone', () => {
    expect(legacyRedirect('')).toBeNull();
    expect(legacyRedirect('?days=90')).toBeNull();
  });

  it('drops an id that is not one', () => {
    expect(legacyRedirect('?tab=orders&order=abc')).toBe('/orders');
  });
});
