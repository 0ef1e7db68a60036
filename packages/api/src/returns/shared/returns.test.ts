import { describe, expect, it } from 'vitest';
import {
  allowedReturnMoves,
  heldUnits,
  returnableUnits,
  returnMoveAllowed,
  returnMoveRefusal,
  returnNumber,
  returnNumberOf,
  returnReceiveInput,
  returnRefundCents,
  returnRequestInput,
  returnStatuses,
  returnWindowEnds,
  restockingFeeCents,
  type ReturnMover,
  type ReturnStatus,
} from './returns.ts';

describe('the table of moves', () => {
  const allowed: [ReturnStatus, ReturnStatus, ReturnMover][] = [
    ['requested', 'approved', 'staff'],
    ['requested', 'rejected', 'staff'],
    ['requested', 'cancelled', 'buyer'],
    ['approved', 'received', 'staff'],
    ['received', 'refunded', 'staff'],
    ['received', 'closed', 'staff'],
  ];

  it('allows exactly the moves it lists, each by its mover', () => {
    for (const from of returnStatuses) {
      for (const to of returnStatuses) {
        for (const by of ['buyer', 'staff'] as const) {
          const listed = allowed.some(([f, t, b]) => f === from && t === to && b === by);
          expect(returnMoveAllowed(from, to, by), `${from} → ${to} by ${by}`).toBe(listed);
        }
      }
    }
  });

  it('ends at rejected, refunded, closed and cancelled', () => {
    for (const end of ['rejected', 'refunded', 'closed', 'cancelled'] as const) {
      expect(allowedReturnMoves(end, 'staff')).toEqual([]);
      expect(allowedReturnMoves(end, 'buyer')).toEqual([]);
    }
  });

  it('says why a move is refused', () => {
    expect(returnMoveRefusal('approved', 'approved', 'staff')).toBe(
      'This return is approved already.',
    );
    expect(returnMoveRefusal('approved', 'cancelled', 'buyer')).toBe(
      "This return is approved: only a return still waiting for the shop's answer may be cancelled.",
    );
    expect(returnMoveRefusal('requested', 'received', 'staff')).toBe(
      'This return is requested: only an approved return can be received.',
    );
    expect(returnMoveRefusal('approved', 'refunded', 'staff')).toBe(
      'This return is approved: only a received return can be refunded.',
    );
    expect(returnMoveRefusal('rejected', 'approved', 'staff')).toBe(
      'This return is rejected: it can no longer be approved.',
    );
  });
});

describe('returnable units', () => {
  it('holds what was asked until received, what came back after, nothing once refused', () => {
    const line = { quantity: 3, receivedQuantity: 2 };
    expect(heldUnits('requested', { quantity: 3, receivedQuantity: null })).toBe(3);
    expect(heldUnits('approved', { quantity: 3, receivedQuantity: null })).toBe(3);
    expect(heldUnits('received', line)).toBe(2);
    expect(heldUnits('refunded', line)).toBe(2);
    expect(heldUnits('closed', line)).toBe(2);
    expect(heldUnits('rejected', line)).toBe(0);
    expect(heldUnits('cancelled', line)).toBe(0);
  });

  it('is what was delivered less what returns hold, never below nothing', () => {
    expect(returnableUnits(5, [])).toBe(5);
    expect(returnableUnits(5, [2, 1])).toBe(2);
    expect(returnableUnits(5, [3, 2])).toBe(0);
    expect(returnableUnits(2, [3])).toBe(0);
  });

  it('closes the window the given number of days after delivery', () => {
    const delivered = new Date('2026-11-01T10:00:00Z');
    expect(returnWindowEnds(delivered, 30).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
});

describe('the refund of a received return', () => {
  const lines = [
    { unitPrice: '19.99', receivedQuantity: 3 },
    { unitPrice: '100.00', receivedQuantity: 1 },
    { unitPrice: '5.00', receivedQuantity: 0 },
  ];

  it('is the received lines’ value with no fee', () => {
    expect(returnRefundCents(lines, 0)).toEqual({
      valueCents: 15997,
      feeCents: 0,
      amountCents: 15997,
    });
  });

  it('keeps back the fee in whole cents, rounded half up', () => {
    expect(returnRefundCents(lines, 15)).toEqual({
      valueCents: 15997,
      feeCents: 2400,
      amountCents: 13597,
    });
    expect(restockingFeeCents(50, 1)).toBe(1);
    expect(restockingFeeCents(49, 1)).toBe(0);
    expect(restockingFeeCents(1999, 100)).toBe(1999);
  });
});

describe('RMA numbers', () => {
  it('are six digits after RMA-, and found however a person types them', () => {
    expect(returnNumber(1)).toBe('RMA-000001');
    expect(returnNumber(1234567)).toBe('RMA-1234567');
    expect(returnNumberOf('RMA-000042')).toBe(42);
    expect(returnNumberOf(' rma42 ')).toBe(42);
    expect(returnNumberOf('42')).toBeNull();
    expect(returnNumberOf('RMA-x')).toBeNull();
  });
});

describe('the inputs', () => {
  const fieldOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.error?.issues.map((issue) => issue.path.join('.'));

  it('refuse a quantity of 0, negative, fractional or text, naming the line', () => {
    for (const quantity of [0, -1, 1.5, '2', null]) {
      const result = returnRequestInput.safeParse({
        lines: [{ itemId: 1, quantity }],
        reason: 'damaged',
      });
      expect(fieldOf(result), String(quantity)).toEqual(['lines.0.quantity']);
    }
  });

  it('refuse a line given twice, an item id as text, and `other` without words', () => {
    expect(
      fieldOf(
        returnRequestInput.safeParse({
          lines: [
            { itemId: 1, quantity: 1 },
            { itemId: 1, quantity: 1 },
          ],
          reason: 'damaged',
        }),
      ),
    ).toEqual(['lines.1.itemId']);
    expect(
      fieldOf(
        returnRequestInput.safeParse({ lines: [{ itemId: '1', quantity: 1 }], reason: 'damaged' }),
      ),
    ).toEqual(['lines.0.itemId']);
    expect(
      fieldOf(
        returnRequestInput.safeParse({ lines: [{ itemId: 1, quantity: 1 }], reason: 'other' }),
      ),
    ).toEqual(['note']);
    expect(
      returnRequestInput.safeParse({
        lines: [{ itemId: 1, quantity: 1 }],
        reason: 'other',
        note: 'Ordered two by mistake',
      }).success,
    ).toBe(true);
  });

  it('take 0 received units, but not a restock that is not true or false', () => {
    expect(
      returnReceiveInput.safeParse({ lines: [{ itemId: 1, quantity: 0, restock: false }] }).success,
    ).toBe(true);
    expect(
      fieldOf(
        returnReceiveInput.safeParse({ lines: [{ itemId: 1, quantity: 1, restock: 'yes' }] }),
      ),
    ).toEqual(['lines.0.restock']);
  });
});
