import { describe, expect, it } from 'vitest';
import { orderStatusColors, orderStatuses, orderStatusLabel } from './order-status.ts';

describe('orderStatusLabel', () => {
  it('capitalises the five statuses', () => {
    expect(orderStatuses).toEqual(['pending', 'processing', 'shipped', 'delivered', 'cancelled']);
    expect(orderStatuses.map(orderStatusLabel)).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
  });

  it('reads the legacy "completed" as Delivered', () => {
    expect(orderStatusLabel('completed')).toBe('Delivered');
  });

  it('capitalises an unknown status rather than hiding it', () => {
    expect(orderStatusLabel('on hold')).toBe('On hold');
    expect(orderStatusLabel('')).toBe('');
  });
});

describe('orderStatusColors', () => {
  it('has a colour for every status and the legacy one', () => {
    for (const status of [...orderStatuses, 'completed']) {
      expect(orderStatusColors[status]).toEqual(expect.any(String));
    }
    expect(orderStatusColors.completed).toBe(orderStatusColors.delivered);
    expect(orderStatusColors.cancelled).toBe('red');
  });
});
