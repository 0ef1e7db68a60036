import { describe, expect, it } from 'vitest';
import {
  allowedReturnMoves,
  claimPeriod,
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
  unitsToGiveBack,
  warrantyClaimInput,
  warrantyEnds,
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
          expect(returnMoveAllowed('return', from, to, by), `${from} → ${to} by ${by}`).toBe(
            listed,
          );
        }
      }
    }
  });

  it('ends at rejected, refunded, closed and cancelled', () => {
    for (const end of ['rejected', 'refunded', 'closed', 'cancelled'] as const) {
      expect(allowedReturnMoves('return', end, 'staff')).toEqual([]);
      expect(allowedReturnMoves('return', end, 'buyer')).toEqual([]);
    }
  });

  it('says why a move is refused', () => {
    expect(returnMoveRefusal('return', 'approved', 'approved', 'staff')).toBe(
      'This return is approved already.',
    );
    expect(returnMoveRefusal('return', 'approved', 'cancelled', 'buyer')).toBe(
      "This return is approved: only a return still waiting for the shop's answer may be cancelled.",
    );
    expect(returnMoveRefusal('return', 'requested', 'received', 'staff')).toBe(
      'This return is requested: only an approved return can be received.',
    );
    expect(returnMoveRefusal('return', 'approved', 'refunded', 'staff')).toBe(
      'This return is approved: only a received return can be refunded.',
    );
    expect(returnMoveRefusal('return', 'rejected', 'approved', 'staff')).toBe(
      'This return is rejected: it can no longer be approved.',
    );
  });
});

describe("a warranty claim's table of moves", () => {
  const allowed: [ReturnStatus, ReturnStatus, ReturnMover][] = [
    ['requested', 'replaced', 'staff'],
    ['requested', 'refunded', 'staff'],
    ['requested', 'rejected', 'staff'],
    ['requested', 'cancelled', 'buyer'],
  ];

  it('is answered at once: replaced, refunded or rejected; its buyer may cancel it until then', () => {
    for (const from of returnStatuses) {
      for (const to of returnStatuses) {
        for (const by of ['buyer', 'staff'] as const) {
          const listed = allowed.some(([f, t, b]) => f === from && t === to && b === by);
          expect(returnMoveAllowed('warranty', from, to, by), `${from} → ${to} by ${by}`).toBe(
            listed,
          );
        }
      }
    }
    expect(returnMoveAllowed('return', 'requested', 'replaced', 'staff')).toBe(false);
  });

  it('says why a move is refused', () => {
    expect(returnMoveRefusal('warranty', 'requested', 'approved', 'staff')).toBe(
      'This warranty claim is requested: a warranty claim is answered with a replacement, a refund or a rejection.',
    );
    expect(returnMoveRefusal('warranty', 'replaced', 'refunded', 'staff')).toBe(
      'This warranty claim is replaced: it can no longer be refunded.',
    );
    expect(returnMoveRefusal('warranty', 'refunded', 'cancelled', 'buyer')).toBe(
      "This warranty claim is refunded: only a warranty claim still waiting for the shop's answer may be cancelled.",
    );
    expect(returnMoveRefusal('return', 'requested', 'replaced', 'staff')).toBe(
      'Only a warranty claim is answered with a replacement.',
    );
  });

  it('holds all it claimed until rejected or cancelled', () => {
    const line = { quantity: 2, receivedQuantity: null };
    for (const status of ['requested', 'replaced', 'refunded'] as const) {
      expect(heldUnits('warranty', status, line)).toBe(2);
    }
    expect(heldUnits('warranty', 'rejected', line)).toBe(0);
    expect(heldUnits('warranty', 'cancelled', line)).toBe(0);
  });
});

describe('the return window and the warranty', () => {
  const delivered = new Date('2026-03-10T15:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('is a return within the window, a claim after it until two years on, then nothing', () => {
    expect(claimPeriod(delivered, 30, at('2026-03-11T00:00:00Z'))).toBe('return');
    expect(claimPeriod(delivered, 30, at('2026-04-09T15:00:00Z'))).toBe('return');
    expect(claimPeriod(delivered, 30, at('2026-04-09T15:00:01Z'))).toBe('warranty');
    expect(claimPeriod(delivered, 30, at('2028-03-10T15:00:00Z'))).toBe('warranty');
    expect(claimPeriod(delivered, 30, at('2028-03-10T15:00:01Z'))).toBe('expired');
    expect(claimPeriod(delivered, 10, at('2026-03-25T00:00:00Z'))).toBe('warranty');
  });

  it("gives a line's units left to a return in the window, to a claim after, to neither else", () => {
    expect(unitsToGiveBack('return', 3)).toEqual({ returnableQuantity: 3, claimableQuantity: 0 });
    expect(unitsToGiveBack('warranty', 3)).toEqual({ returnableQuantity: 0, claimableQuantity: 3 });
    expect(unitsToGiveBack('expired', 3)).toEqual({ returnableQuantity: 0, claimableQuantity: 0 });
    expect(unitsToGiveBack(null, 3)).toEqual({ returnableQuantity: 0, claimableQuantity: 0 });
    expect(unitsToGiveBack('warranty', 0)).toEqual({ returnableQuantity: 0, claimableQuantity: 0 });
  });

  it('ends two calendar years on, a leap day on the next 28 February', () => {
    expect(warrantyEnds(delivered).toISOString()).toBe('2028-03-10T15:00:00.000Z');
    expect(warrantyEnds(at('2028-02-29T12:00:00Z')).toISOString()).toBe('2030-03-01T12:00:00.000Z');
  });

  it('takes lines and the defect, each problem named by its field', () => {
    const lines = [{ itemId: 4, quantity: 1 }];
    expect(warrantyClaimInput.safeParse({ lines, description: 'Cracked weld' }).success).toBe(true);
    const fields = (input: unknown) =>
      warrantyClaimInput
        .safeParse(input)
        .error?.issues.map((issue) => issue.path.join('.'))
        .sort();
    expect(fields({ lines: [{ itemId: 4, quantity: 1.5 }], description: '  ' })).toEqual([
      'description',
      'lines.0.quantity',
    ]);
    expect(fields({ lines: [...lines, ...lines], description: 'Cracked weld' })).toEqual([
      'lines.1.itemId',
    ]);
    expect(fields({ lines: [{ itemId: 4, quantity: '1' }], description: 'x' })).toEqual([
      'lines.0.quantity',
    ]);
  });
});

describe('returnable units', () => {
  it('holds what was asked until received, what came back after, nothing once refused', () => {
    const line = { quantity: 3, receivedQuantity: 2 };
    expect(heldUnits('return', 'requested', { quantity: 3, receivedQuantity: null })).toBe(3);
    expect(heldUnits('return', 'approved', { quantity: 3, receivedQuantity: null })).toBe(3);
    expect(heldUnits('return', 'received', line)).toBe(2);
    expect(heldUnits('return', 'refunded', line)).toBe(2);
    expect(heldUnits('return', 'closed', line)).toBe(2);
    expect(heldUnits('return', 'rejected', line)).toBe(0);
    expect(heldUnits('return', 'cancelled', line)).toBe(0);
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
