import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';
import { type LowStock, staffApp } from './helpers.ts';

let t: TestApp, admin: string;
beforeAll(async () => {
  ({ t, admin } = await staffApp());
});
afterAll(() => t.close());

describe('access', () => {
  const reads = [
    'stats.salesByDay',
    'stats.topProducts',
    'stats.needsAction',
    'stats.lowStock',
    'stats.recentOrders',
  ];

  it('is for staff only', async () => {
    const customer = (await registerCustomer(t)).cookie;
    for (const path of reads) {
      expect(
        (await trpcQuery(t, path, path === 'stats.salesByDay' ? { days: 30 } : null)).status,
        path,
      ).toBe(401);
      expect(
        (await trpcQuery(t, path, path === 'stats.salesByDay' ? { days: 30 } : null, customer))
          .status,
        path,
      ).toBe(403);
    }
    for (const [path, input] of [
      ['stats.setLowStockThreshold', { threshold: 99 }],
      ['contact.markRead', { id: 1 }],
    ] as const) {
      expect((await trpcMutation(t, path, input)).status, path).toBe(401);
      expect((await trpcMutation(t, path, input, customer)).status, path).toBe(403);
    }
    expect((await trpcQuery<LowStock>(t, 'stats.lowStock', null, admin)).data.threshold).not.toBe(
      99,
    );
  });
});
