import { describe, expect, it } from 'vitest';
import type { Order } from '@buildright/api';
import {
  dateFromInput,
  dateInputValue,
  editValuesOf,
  statusChoices,
  toOrderUpdate,
  validateOrderEdit,
} from './orderEdit.ts';

const order: Order = {
  id: 12,
  userId: null,
  customerName: 'Dana Builder',
  customerEmail: 'dana@example.com',
  customerPhone: null,
  customerAddress: '1 Main St',
  total: '100.00',
  discount: '0.00',
  deliveryCharge: '0.00',
  poNumber: null,
  status: 'completed',
  trackingNumber: null,
  trackingCarrier: null,
  estimatedDelivery: new Date('2026-12-03T12:00:00Z'),
  notes: null,
  paymentMethod: 'quote',
  paymentStatus: 'unpaid',
  createdAt: new Date('2026-11-20T09:00:00Z'),
  quoteNumber: null,
  approvalReason: null,
  approvalExpiresAt: null,
  cardPaymentDueAt: null,
  lines: [],
};

describe('order edit values', () => {
  it('starts from the order, the legacy completed as delivered', () => {
    expect(editValuesOf(order)).toEqual({
      status: 'delivered',
      trackingNumber: '',
      trackingCarrier: '',
      estimatedDelivery: '2026-12-03',
      notes: '',
    });
  });

  it('stores a delivery date at noon UTC and blanks as null', () => {
    expect(dateFromInput('2026-12-24')?.toISOString()).toBe('2026-12-24T12:00:00.000Z');
    expect(dateFromInput('')).toBeNull();
    expect(dateInputValue(null)).toBe('');
    expect(
      toOrderUpdate({
        status: 'shipped',
        trackingNumber: '  ',
        trackingCarrier: '',
        estimatedDelivery: '',
        notes: ' ',
      }),
    ).toEqual({
      status: 'shipped',
      trackingNumber: null,
      trackingCarrier: null,
      estimatedDelivery: null,
      notes: null,
    });
    expect(
      toOrderUpdate({ ...editValuesOf(order), trackingNumber: '1Z9', trackingCarrier: 'ups' }),
    ).toMatchObject({ trackingNumber: '1Z9', trackingCarrier: 'ups' });
  });

  it('limits the tracking number to 100 characters', () => {
    const values = { ...editValuesOf(order), trackingNumber: 'X'.repeat(101) };
    expect(validateOrderEdit(values)).toEqual({
      trackingNumber: 'Tracking number must be at most 100 characters',
    });
  });

  it('offers only the moves the lifecycle allows from the current status', () => {
    const labels = (status: string) => statusChoices(status).map((choice) => choice.label);
    expect(labels('delivered')).toEqual(['Delivered']);
    expect(labels('completed')).toEqual(['Delivered']);
    expect(labels('shipped')).toEqual(['Shipped', 'Delivered', 'Cancelled']);
    expect(labels('cancelled')).toEqual(['Cancelled', 'Pending']);
    expect(labels('pending')).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
  });
});
