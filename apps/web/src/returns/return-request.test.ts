import { describe, expect, it } from 'vitest';
import {
  emptyReturnForm,
  linesAfterRequest,
  linesLeft,
  receivedText,
  returnFormErrors,
  returnFormFieldErrors,
  returnRequestOf,
  warrantyClaimOf,
  type ReturnableLine,
} from './return-request.ts';

const lines: ReturnableLine[] = [
  { itemId: 11, name: 'Drill', quantity: 3, returnableQuantity: 2, claimableQuantity: 0 },
  { itemId: 12, name: 'Saw', quantity: 1, returnableQuantity: 1, claimableQuantity: 0 },
];

/** The same lines past their return window: what they may give back is a claim's. */
const claimable: ReturnableLine[] = lines.map((line) => ({
  ...line,
  returnableQuantity: 0,
  claimableQuantity: line.returnableQuantity,
}));

describe('the lines offered', () => {
  it('are those with units left to return; none left offers nothing', () => {
    expect(
      linesLeft('return', [...lines, { ...lines[0]!, itemId: 13, returnableQuantity: 0 }]),
    ).toEqual(lines);
    expect(linesLeft('return', [{ ...lines[0]!, returnableQuantity: 0 }])).toEqual([]);
  });

  it('to claim are those with units left to claim, not to return', () => {
    expect(linesLeft('warranty', lines)).toEqual([]);
    expect(linesLeft('warranty', claimable)).toEqual(claimable);
    expect(linesLeft('return', claimable)).toEqual([]);
  });
});

describe('the form', () => {
  it('starts with nothing chosen, and says so', () => {
    const empty = emptyReturnForm(lines);
    expect(empty.quantities).toEqual({ '11': 0, '12': 0 });
    expect(returnFormErrors(empty, lines)).toEqual({
      lines: 'Choose how many of at least one item to return',
      reason: 'Choose a reason',
    });
  });

  it('refuses more than a line may return, and a fraction, on that line', () => {
    const values = { quantities: { '11': 3, '12': 0.5 }, reason: 'damaged' as const, note: '' };
    expect(returnFormErrors(values, lines)).toEqual({
      'quantities.11': 'At most 2 can be returned',
      'quantities.12': 'Enter a whole number',
    });
  });

  it('asks for words with `other`, not with the listed reasons', () => {
    const values = { quantities: { '11': 1, '12': '' }, reason: 'other' as const, note: '  ' };
    expect(returnFormErrors(values, lines)).toEqual({
      note: 'Say why you are returning these items',
    });
    expect(returnFormErrors({ ...values, reason: 'defective' }, lines)).toEqual({});
  });

  it('sends only the lines with units chosen, and the note only when written', () => {
    const values = { quantities: { '11': 0, '12': 1 }, reason: 'wrong_item' as const, note: ' ' };
    expect(returnRequestOf(values, lines)).toEqual({
      lines: [{ itemId: 12, quantity: 1 }],
      reason: 'wrong_item',
    });
    expect(returnRequestOf({ ...values, note: ' Came in blue ' }, lines).note).toBe('Came in blue');
  });

  it("puts the server's refusal of the Nth line sent on that line's field", () => {
    const values = { quantities: { '11': 0, '12': 1 }, reason: 'damaged' as const, note: '' };
    expect(
      returnFormFieldErrors(
        { 'lines.0.quantity': 'Quantity must be at most 0', note: 'Too long' },
        values,
        lines,
      ),
    ).toEqual({ 'quantities.12': 'Quantity must be at most 0', note: 'Too long' });
  });
});

describe('the warranty claim form', () => {
  it('starts with nothing chosen and the defect to describe', () => {
    const empty = emptyReturnForm(claimable, 'warranty');
    expect(empty).toEqual({ quantities: { '11': 0, '12': 0 }, reason: 'defective', note: '' });
    expect(returnFormErrors(empty, claimable, 'warranty')).toEqual({
      lines: 'Choose how many of at least one item to claim',
      note: 'Describe the defect',
    });
  });

  it('refuses more than a line may claim on that line', () => {
    const values = { quantities: { '11': 3, '12': 1 }, reason: 'defective' as const, note: 'x' };
    expect(returnFormErrors(values, claimable, 'warranty')).toEqual({
      'quantities.11': 'At most 2 can be claimed',
    });
  });

  it('sends the lines chosen and the defect, and puts the server’s refusals on its fields', () => {
    const values = {
      quantities: { '11': '', '12': 1 },
      reason: 'defective' as const,
      note: ' Blade wobbles ',
    };
    expect(returnFormErrors(values, claimable, 'warranty')).toEqual({});
    expect(warrantyClaimOf(values, claimable)).toEqual({
      lines: [{ itemId: 12, quantity: 1 }],
      description: 'Blade wobbles',
    });
    expect(
      returnFormFieldErrors(
        { 'lines.0.quantity': 'Nothing is left to claim of Saw', description: 'Too long' },
        values,
        claimable,
      ),
    ).toEqual({ 'quantities.12': 'Nothing is left to claim of Saw', note: 'Too long' });
  });
});

describe('the lines after a request', () => {
  it('may return what they could less what was just asked, never below nothing', () => {
    const after = linesAfterRequest(lines, { lines: [{ itemId: 11, quantity: 2 }] });
    expect(after.map((line) => line.returnableQuantity)).toEqual([0, 1]);
    expect(linesLeft('return', after).map((line) => line.itemId)).toEqual([12]);
    expect(
      linesAfterRequest(lines, { lines: [{ itemId: 12, quantity: 5 }] })[1]!.returnableQuantity,
    ).toBe(0);
  });

  it('may claim what they could less what was just claimed', () => {
    const after = linesAfterRequest(claimable, { lines: [{ itemId: 11, quantity: 1 }] });
    expect(after.map((line) => line.claimableQuantity)).toEqual([1, 1]);
    expect(after.map((line) => line.returnableQuantity)).toEqual([0, 0]);
  });
});

describe('the units received, as the buyer reads them', () => {
  it('counts them once received, waits before, and expects none of a refused request', () => {
    expect(receivedText('received', 2)).toBe('2');
    expect(receivedText('refunded', 0)).toBe('0');
    expect(receivedText('requested', null)).toBe('Not yet');
    expect(receivedText('approved', null)).toBe('Not yet');
    expect(receivedText('cancelled', null)).toBe('—');
    expect(receivedText('rejected', null)).toBe('—');
  });
});
