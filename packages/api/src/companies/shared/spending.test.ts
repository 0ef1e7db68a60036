import { describe, expect, it } from 'vitest';
import {
  accountDueOn,
  approvalReason,
  availableCreditCents,
  creditHoldReason,
  monthStart,
} from './spending.ts';

describe("approval of a member's order", () => {
  const within = { orderLimit: '2500.00', monthlyLimit: '10000.00', spentThisMonthCents: 0 };

  it('is not needed within both limits, or without limits', () => {
    expect(approvalReason({ ...within, totalCents: 250_000 })).toBeNull();
    expect(
      approvalReason({
        totalCents: 99_999_999,
        orderLimit: null,
        monthlyLimit: null,
        spentThisMonthCents: 50_000_000,
      }),
    ).toBeNull();
  });

  it('is needed a cent above the order limit', () => {
    expect(approvalReason({ ...within, totalCents: 250_001 })).toBe(
      'Above the $2,500.00 order limit',
    );
  });

  it("counts the month's earlier orders against the monthly limit", () => {
    expect(
      approvalReason({ ...within, totalCents: 200_000, spentThisMonthCents: 800_000 }),
    ).toBeNull();
    expect(approvalReason({ ...within, totalCents: 200_001, spentThisMonthCents: 800_000 })).toBe(
      "Takes this month's orders to $10,000.01, past the $10,000.00 monthly limit",
    );
  });

  it('a zero limit sends every order for approval', () => {
    expect(approvalReason({ ...within, orderLimit: '0.00', totalCents: 1 })).toBe(
      'Above the $0.00 order limit',
    );
  });
});

describe('available credit', () => {
  it('is the limit less what is owed and what awaits approval, never below nothing', () => {
    expect(availableCreditCents({ creditLimit: '25000.00', owedCents: 0, awaitingCents: 0 })).toBe(
      2_500_000,
    );
    expect(
      availableCreditCents({
        creditLimit: '25000.00',
        owedCents: 1_000_000,
        awaitingCents: 250_000,
      }),
    ).toBe(1_250_000);
    expect(
      availableCreditCents({ creditLimit: '1000.00', owedCents: 150_000, awaitingCents: 0 }),
    ).toBe(0);
  });
});

describe('credit hold', () => {
  const clear = { creditHold: false, graceDays: 5, oldestUnpaidDueOn: null, today: '2026-11-27' };

  it('is set by staff', () => {
    expect(creditHoldReason(clear)).toBeNull();
    expect(creditHoldReason({ ...clear, creditHold: true })).toBe(
      'Your company is on credit hold: please contact us to pay on account',
    );
  });

  it('starts when an invoice is overdue past the grace days, not before', () => {
    expect(creditHoldReason({ ...clear, oldestUnpaidDueOn: '2026-11-22' })).toBeNull();
    expect(creditHoldReason({ ...clear, oldestUnpaidDueOn: '2026-11-21' })).toBe(
      'Your company is on credit hold: an invoice was due on 2026-11-21 and is still unpaid',
    );
    expect(
      creditHoldReason({ ...clear, graceDays: 0, oldestUnpaidDueOn: '2026-11-26' }),
    ).not.toBeNull();
  });
});

describe('terms', () => {
  it('give the due day, across a month and a year', () => {
    expect(accountDueOn('2026-11-27', 'net30')).toBe('2026-12-27');
    expect(accountDueOn('2026-12-20', 'net15')).toBe('2027-01-04');
    expect(accountDueOn('2026-11-27', 'net60')).toBe('2027-01-26');
    expect(accountDueOn('2026-11-27', 'none')).toBeNull();
  });

  it('count a month from its first moment, UTC', () => {
    expect(monthStart(new Date('2026-11-27T23:59:00-08:00')).toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    expect(monthStart(new Date('2026-12-01T00:00:00Z')).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
  });
});
