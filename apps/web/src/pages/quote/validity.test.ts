import { describe, expect, it } from 'vitest';
import { daysLeftText, offerCountdown } from './validity.ts';

describe('daysLeftText', () => {
  it('counts the days, names the last one and says when it has passed', () => {
    expect(daysLeftText(14)).toBe('14 days left');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('Last day');
    expect(daysLeftText(-1)).toBe('Expired');
  });
});

describe('offerCountdown', () => {
  it('counts down while the buyer may answer or pay', () => {
    expect(offerCountdown('quoted', 3)).toBe('3 days left');
    expect(offerCountdown('accepted', 0)).toBe('Last day');
  });

  it('says expired for an expired quote, and nothing where the date no longer matters', () => {
    expect(offerCountdown('expired', -2)).toBe('Expired');
    for (const status of [
      'requested',
      'changes_requested',
      'ordered',
      'declined',
      'withdrawn',
    ] as const) {
      expect(offerCountdown(status, 5)).toBeNull();
    }
  });
});
