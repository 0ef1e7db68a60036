import { describe, expect, it } from 'vitest';
import { refundStatuses, type RefundLine, type RefundStatus } from '@buildright/db/domain';
import {
  allocateRefund,
  paymentAfterRefunds,
  refundableCents,
  refundAmountRefusal,
  refundInput,
  refundMoveAllowed,
  type SaleLine,
} from './refunds.ts';

const refund = (amount: string, status: RefundStatus) => ({ amount, status });

describe("a refund's moves", () => {
  it('end a pending refund once, as succeeded or failed; nothing else', () => {
    const allowed = refundStatuses.flatMap((from) =>
      refundStatuses.filter((to) => refundMoveAllowed(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['pending→succeeded', 'pending→failed']);
  });
});

describe('what may still be refunded', () => {
  it('is what was captured less the refunds pending or succeeded; a failed one gives back', () => {
    expect(refundableCents(9000, [])).toBe(9000);
    expect(
      refundableCents(9000, [
        refund('25.00', 'succeeded'),
        refund('10.50', 'pending'),
        refund('40.00', 'failed'),
      ]),
    ).toBe(5450);
    expect(refundableCents(1000, [refund('10.00', 'succeeded')])).toBe(0);
  });

  it('refuses more than is left, and anything once nothing is', () => {
    expect(refundAmountRefusal(5450, 5450)).toBeNull();
    expect(refundAmountRefusal(5451, 5450)).toBe(
      'Amount must be at most $54.50, what is left to refund',
    );
    expect(refundAmountRefusal(1, 0)).toBe(
      'Nothing is left to refund on this order: it is refunded in full',
    );
  });
});

describe('the payment after its refunds', () => {
  it('is partly refunded below what was captured, refunded at it, as it was before any', () => {
    expect(paymentAfterRefunds('paid', 9000, 0)).toBe('paid');
    expect(paymentAfterRefunds('paid', 9000, 1)).toBe('partly_refunded');
    expect(paymentAfterRefunds('partly_refunded', 9000, 8999)).toBe('partly_refunded');
    expect(paymentAfterRefunds('partly_refunded', 9000, 9000)).toBe('refunded');
    // A credit note on an invoice not yet paid.
    expect(paymentAfterRefunds('unpaid', 20000, 5000)).toBe('partly_refunded');
  });
});

describe('the refund input', () => {
  const parsed = (amount: unknown) => refundInput.safeParse({ amount, reason: 'goodwill' });
  const message = (amount: unknown) => parsed(amount).error?.issues[0]?.message;

  it('takes an amount as a decimal string or a JSON number, in cents', () => {
    expect(parsed('25').data?.amount).toBe('25.00');
    expect(parsed(' 0.10 ').data?.amount).toBe('0.10');
    expect(parsed(12.5).data?.amount).toBe('12.50');
  });

  it.each([
    ['0.00', 'Amount must be more than 0.00'],
    [0, 'Amount must be more than 0.00'],
    ['-1.00', 'Amount must be an amount like 25.00, with at most two decimals'],
    [-1, 'Amount must be an amount like 25.00, with at most two decimals'],
    ['1.005', 'Amount must be an amount like 25.00, with at most two decimals'],
    [0.001, 'Amount must be an amount like 25.00, with at most two decimals'],
    ['ten', 'Amount must be an amount like 25.00, with at most two decimals'],
    ['', 'Amount is required'],
    [null, 'Amount is required'],
    [true, 'Amount is required'],
  ])('refuses %j: %s', (amount, words) => {
    expect(message(amount)).toBe(words);
  });

  it('knows the reasons outside a return', () => {
    expect(refundInput.safeParse({ amount: '1', reason: 'whim' }).error?.issues[0]?.message).toBe(
      'Reason must be goodwill, price_adjustment or cancellation',
    );
  });
});

describe('how a refund falls on the lines', () => {
  // $250.10 + 2 × $5.10 of lines, $19.70 delivery: $280.00 captured.
  const lines: SaleLine[] = [
    { itemId: 1, productId: 10, name: 'Bucket', quantity: 1, cents: 25010 },
    { itemId: 2, productId: null, name: 'Teeth', quantity: 2, cents: 1020 },
  ];
  const allocate = (
    amountCents: number,
    earlier: RefundLine[] = [],
    last = false,
    undoesSale = false,
  ) =>
    allocateRefund({
      lines,
      capturedCents: 28000,
      earlier,
      amountCents,
      undoesSale,
      final: last || amountCents === 28000,
    });
  const cents = (parts: RefundLine[]) => parts.map((part) => part.cents);

  it('divides a part by the lines’ revenue, the remainder cent to the largest remainder', () => {
    // 100.00 of 280.00 is 26030 × 100 / 280 = 92.96 of lines, 9296 cents: 8932.14 and 364.28.
    expect(cents(allocate(10000))).toEqual([8932, 364]);
    expect(allocate(10000).every((part) => part.units === 0)).toBe(true);
    expect(cents(allocate(1))).toEqual([1, 0]);
  });

  it('gives the last refund exactly what earlier ones left, so a refunded order nets nothing', () => {
    const first = allocate(10000);
    const second = allocate(7777, first);
    const last = allocate(28000 - 10000 - 7777, [...first, ...second], true);
    const all = [...first, ...second, ...last];
    for (const line of lines) {
      const given = all.filter((part) => part.itemId === line.itemId);
      expect(given.reduce((sum, part) => sum + part.cents, 0)).toBe(line.cents);
    }
  });

  it('takes the units back only when it undoes the sale (a cancellation of what was left)', () => {
    const goodwill = allocate(10000);
    const cancellation = allocate(18000, goodwill, true, true);
    expect(cancellation.map((part) => [part.itemId, part.units])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(cents(cancellation)).toEqual([25010 - 8932, 1020 - 364]);
    // A full refund that is not a cancellation keeps the sale's units sold.
    expect(allocate(28000).map((part) => part.units)).toEqual([0, 0]);
  });
});
