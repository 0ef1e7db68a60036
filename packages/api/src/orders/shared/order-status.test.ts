import { describe, expect, it } from 'vitest';
import {
  orderStatusColors,
  orderStatuses,
  orderStatusLabel,
  orderHasInvoice,
  paymentLabel,
  paymentStatusColors,
  paymentStatuses,
  paymentStatusLabel,
} from './order-status.ts';

describe('orderStatusLabel', () => {
  it('names the five statuses staff set, and the approval a company order may wait for', () => {
    expect(orderStatuses).toEqual([
      'awaiting_approval',
      'pending',
      'processing',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect(orderStatuses.map(orderStatusLabel)).toEqual([
      'Awaiting approval',
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
    expect(paymentLabel({ paymentMethod: 'card', paymentStatus: 'cancelled' })).toBe(
      'Card · Cancelled',
    );
    expect(paymentLabel({ paymentMethod: 'card', paymentStatus: 'partly_refunded' })).toBe(
      'Card · Partly refunded',
    );
  });

  it('reads a quote request awaiting the sales team as just "Quote"', () => {
    expect(paymentLabel({ paymentMethod: 'quote', paymentStatus: 'unpaid' })).toBe('Quote');
    expect(paymentLabel({ paymentMethod: 'quote', paymentStatus: 'paid' })).toBe('Quote · Paid');
  });

  it('has a colour and a label of its own for every payment state', () => {
    expect(paymentStatuses.every((status) => paymentStatusColors[status])).toBe(true);
    const labels = paymentStatuses.map(paymentStatusLabel);
    expect(new Set(labels).size).toBe(paymentStatuses.length);
    expect(labels).not.toContain('Partly_refunded');
  });
});

describe('orderHasInvoice', () => {
  it('is issued once paid, on a purchase order, or on account once approved and not turned down', () => {
    const order = (status: string, paymentMethod: string, paymentStatus = 'unpaid') => ({
      status,
      paymentMethod,
      paymentStatus,
    });
    expect(orderHasInvoice(order('pending', 'card', 'paid'))).toBe(true);
    expect(orderHasInvoice(order('pending', 'card', 'pending'))).toBe(false);
    expect(orderHasInvoice(order('cancelled', 'card', 'cancelled'))).toBe(false);
    // Issued when it was paid; a refund does not take it back.
    expect(orderHasInvoice(order('delivered', 'card', 'partly_refunded'))).toBe(true);
    expect(orderHasInvoice(order('delivered', 'card', 'refunded'))).toBe(true);
    expect(orderHasInvoice(order('pending', 'po'))).toBe(true);
    expect(orderHasInvoice(order('pending', 'quote'))).toBe(false);
    expect(orderHasInvoice(order('pending', 'account'))).toBe(true);
    expect(orderHasInvoice(order('shipped', 'account'))).toBe(true);
    expect(orderHasInvoice(order('awaiting_approval', 'account'))).toBe(false);
    expect(orderHasInvoice(order('cancelled', 'account'))).toBe(false);
  });
});
