import { describe, expect, it } from 'vitest';
import {
  guestHoldRefusal,
  guestHoldShare,
  isGuestShareRefusal,
  isUnconfirmedGuestHold,
} from './guest-holds.ts';

describe('the share of a product guests may hold', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 2],
    [9, 4],
    [10, 5],
    [64, 32],
  ])('of %i units is %i', (units, share) => {
    expect(guestHoldShare(units)).toBe(share);
  });

  it('lets one request take the whole share: a large quote on a well-stocked product', () => {
    expect(guestHoldRefusal({ name: 'Pins', asked: 32, heldByOthers: 0, shelf: 32 })).toBeNull();
  });

  it('refuses a request past the share and says how many it may still hold', () => {
    expect(guestHoldRefusal({ name: 'Pins', asked: 33, heldByOthers: 0, shelf: 31 })).toBe(
      'Without an account, a request can hold at most 32 of Pins right now. Please sign in to request more, or contact us.',
    );
    expect(guestHoldRefusal({ name: 'Pins', asked: 5, heldByOthers: 30, shelf: 29 })).toBe(
      'Without an account, a request can hold at most 2 of Pins right now. Please sign in to request more, or contact us.',
    );
  });

  it('keeps the other half on the shelf whatever the number of requests', () => {
    let held = 0;
    let shelf = 10;
    // A script asking for one unit at a time, from as many addresses as it likes.
    while (
      guestHoldRefusal({ name: 'Kit', asked: 1, heldByOthers: held, shelf: shelf - 1 }) === null
    ) {
      held += 1;
      shelf -= 1;
    }
    expect({ held, shelf }).toEqual({ held: 5, shelf: 5 });
    expect(guestHoldRefusal({ name: 'Kit', asked: 1, heldByOthers: held, shelf: shelf - 1 })).toBe(
      'Kit cannot be held for more requests without an account right now. Please sign in to request it, or contact us.',
    );
  });

  it('lets a guest ask for the last unit of a product', () => {
    expect(guestHoldRefusal({ name: 'Excavator', asked: 1, heldByOthers: 0, shelf: 0 })).toBeNull();
  });
});

describe('an unconfirmed guest request', () => {
  const guestQuote = { userId: null, status: 'pending', paymentStatus: 'unpaid' as const };

  it('is a guest order still pending and not paid', () => {
    expect(isUnconfirmedGuestHold(guestQuote)).toBe(true);
    expect(isUnconfirmedGuestHold({ ...guestQuote, paymentStatus: 'pending' })).toBe(true);
  });

  it('ends when staff confirm it, it is paid, its card was declined, or it has an account', () => {
    expect(isUnconfirmedGuestHold({ ...guestQuote, status: 'processing' })).toBe(false);
    expect(isUnconfirmedGuestHold({ ...guestQuote, status: 'cancelled' })).toBe(false);
    expect(isUnconfirmedGuestHold({ ...guestQuote, paymentStatus: 'paid' })).toBe(false);
    expect(isUnconfirmedGuestHold({ ...guestQuote, paymentStatus: 'failed' })).toBe(false);
    expect(isUnconfirmedGuestHold({ ...guestQuote, userId: 7 })).toBe(false);
  });
});

describe('a refusal of the guests share', () => {
  it('is told apart from other refusals, so the shop can offer to sign in', () => {
    const over = guestHoldRefusal({ name: 'Pins', asked: 3, heldByOthers: 0, shelf: 1 })!;
    const none = guestHoldRefusal({ name: 'Pins', asked: 1, heldByOthers: 2, shelf: 2 })!;
    expect(isGuestShareRefusal(over)).toBe(true);
    expect(isGuestShareRefusal(none)).toBe(true);
    expect(isGuestShareRefusal('Only 2 of Pins are in stock')).toBe(false);
  });
});
