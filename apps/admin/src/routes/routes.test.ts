import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { adminPaths } from '@buildright/api/shared';
import { legacyRedirect } from './legacy.ts';
import { adminRoutes } from './routes.tsx';

/** The route patterns a path matches, outermost first ('' for layouts and index routes). */
function patternsOf(path: string) {
  const matches = matchRoutes(adminRoutes, path) ?? [];
  return matches.map((match) => match.route.path ?? '');
}

/** The screen a path opens: its deepest route, with the params it read from the path. */
function screenOf(path: string) {
  const matches = matchRoutes(adminRoutes, path) ?? [];
  const last = matches.at(-1);
  return { pattern: last?.route.path ?? (last?.route.index ? 'index' : ''), params: last?.params };
}

describe('the admin routes', () => {
  it('open every screen adminPaths names, none as "not found"', () => {
    const paths = [
      adminPaths.dashboard(),
      adminPaths.products(),
      adminPaths.newProduct(),
      adminPaths.product(7),
      adminPaths.categories(),
      adminPaths.machines(),
      adminPaths.orders(),
      adminPaths.order(123),
      adminPaths.quotes(),
      adminPaths.quote(42),
      adminPaths.users(),
      adminPaths.customers(),
      adminPaths.customer(9),
      adminPaths.staff(),
      adminPaths.activity(),
      adminPaths.invitation('abc'),
    ];
    for (const path of paths) {
      expect(patternsOf(path), path).not.toContain('*');
      expect(patternsOf(path).length, path).toBeGreaterThan(0);
    }
  });

  it('read the record from its path', () => {
    expect(screenOf('/orders/123')).toEqual({
      pattern: 'orders/:orderId?',
      params: { orderId: '123' },
    });
    expect(screenOf('/quotes/42').params).toEqual({ quoteId: '42' });
    expect(screenOf('/customers/9').params).toEqual({ customerId: '9' });
    expect(screenOf('/inventory/products/7').params).toEqual({ productId: '7' });
    expect(screenOf('/invitation/abc').params).toEqual({ token: 'abc' });
    expect(screenOf('/orders').params).toEqual({});
  });

  it('send old ?tab= links to screens that exist', () => {
    for (const search of ['?tab=orders&order=7', '?tab=quotes&quote=42', '?tab=users', '?tab=x']) {
      const to = legacyRedirect(search)!;
      expect(patternsOf(new URL(to, 'http://admin.test').pathname), to).not.toContain('*');
    }
  });

  it('answer an unknown address with the not-found screen', () => {
    expect(patternsOf('/nowhere')).toContain('*');
    expect(patternsOf('/inventory/nothing')).toContain('*');
  });
});
