import { quoteStatuses, type QuoteStatus } from '@buildright/db/domain';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysLeft,
  quoteAcceptInput,
  quoteAllows,
  quoteRefusal,
  quoteRevisionInput,
  type QuoteAction,
} from './quotes.ts';

const transitions: Record<QuoteAction, QuoteStatus[]> = {
  revise: ['requested', 'quoted', 'changes_requested'],
  send: ['requested', 'quoted', 'changes_requested'],
  withdraw: ['requested', 'quoted', 'changes_requested'],
  accept: ['quoted'],
  requestChanges: ['quoted'],
  decline: ['quoted', 'changes_requested'],
  expire: ['quoted', 'accepted'],
  pay: ['accepted'],
  settle: ['requested', 'quoted', 'changes_requested', 'accepted'],
};

describe('the quote lifecycle', () => {
  it.each(Object.entries(transitions))('%s is allowed from exactly %o', (action, from) => {
    for (const status of quoteStatuses) {
      expect(quoteAllows(status, action as QuoteAction), `${action} from ${status}`).toBe(
        from.includes(status),
      );
    }
  });

  it('nothing leaves a closed quote', () => {
    for (const status of ['ordered', 'declined', 'expired', 'withdrawn'] as const) {
      for (const action of Object.keys(transitions) as QuoteAction[]) {
        expect(quoteAllows(status, action)).toBe(false);
      }
    }
  });

  it('explains a refusal in words the person can act on', () => {
    expect(quoteRefusal('expired', 'accept')).toBe(
      'This quote has expired. Contact us for a new quote.',
    );
    expect(quoteRefusal('accepted', 'send')).toBe(
      'The buyer has accepted this quote; it can no longer be changed.',
    );
    expect(quoteRefusal('requested', 'accept')).toBe(
      'This quote has not been priced yet. We will e-mail you as soon as it is ready.',
    );
  });
});

describe('validity dates', () => {
  it('counts whole days left, 0 on the last day', () => {
    expect(daysLeft('2026-12-07', '2026-11-23')).toBe(14);
    expect(daysLeft('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysLeft('2026-11-22', '2026-11-23')).toBe(-1);
    expect(addDays('2026-12-30', 14)).toBe('2027-01-13');
  });
});

describe('revision input', () => {
  const line = { productId: 1, quantity: 2, unitPrice: '10' };
  const valid = { lines: [line], validUntil: addDays(new Date().toISOString().slice(0, 10), 14) };

  it('normalises money and fills in no discount and no delivery', () => {
    expect(quoteRevisionInput.parse(valid)).toMatchObject({
      lines: [{ productId: 1, quantity: 2, unitPrice: '10.00' }],
      discount: null,
      deliveryCharge: '0.00',
      note: null,
    });
  });

  it('refuses a product twice, a discount above the subtotal and a date in the past', () => {
    const result = quoteRevisionInput.safeParse({
      lines: [line, line],
      discount: { type: 'amount', amount: '40.01' },
      validUntil: '2020-01-01',
    });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lines', 'Each product may appear once; change its quantity instead'],
      ['discount', 'The discount cannot be more than the subtotal'],
      ['validUntil', 'Valid until cannot be in the past'],
    ]);
  });

  it('needs a PO number to accept with a purchase order', () => {
    expect(
      quoteAcceptInput.safeParse({ method: 'po', poNumber: ' ' }).error!.issues[0]!.message,
    ).toBe('PO number is required');
    expect(quoteAcceptInput.parse({ method: 'card' })).toEqual({ method: 'card', poNumber: null });
  });
});
