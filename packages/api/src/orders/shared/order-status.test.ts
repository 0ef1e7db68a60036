import { describe, expect, it } from 'vitest';
import {
  orderStatusColors,
  orderStatuses,
  orderStatusLabel,
  paymentLabel,
  paymentStatusColors,
  paymentStatuses,
} from './order-status.ts';

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

describe('paymentLabel', () => {
  it('names the method and the state of a card payment', () => {
    expect(paymentLabel({ paymentMethod: 'card', paymentStatus: 'paid' })).toBe('Card · Paid');
    expect(paymentLabel({ paymentMethod: 'card', paymentStatus: 'pending' })).toBe(
      'Card · Payment pending',
    );
    expect(paymentLabel({ paymentMethod: 'card', paymentStatus: 'failed' })).toBe(
      'Card · Payment failed',
    );
    expect(paymentLabel({ paymentMethod: 'card', paymentStatus: 'unpaid' })).toBe('Card · Unpaid');
  });

  it('reads a quote request awaiting the sales team as just "Quote"', () => {
    expect(paymentLabel({ paymentMethod: 'quote', paymentStatus: 'unpaid' })).toBe('Quote');
    expect(paymentLabel({ paymentMethod: 'quote', paymentStatus: 'paid' })).toBe('Quote · Paid');
  });

  it('has a colour for every payment state', () => {
    expect(paymentStatuses.every((status) => paymentStatusColors[status])).toBe(true);
  });
});
