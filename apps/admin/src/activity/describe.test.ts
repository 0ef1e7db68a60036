import { describe, expect, it } from 'vitest';
import { describeChange, formatValue } from './describe.ts';

const categories = new Map([[3, 'Buckets']]);

describe('an activity change as staff read it', () => {
  it('shows money, yes/no, categories, statuses and roles in words', () => {
    expect(describeChange({ field: 'price', from: '100.00', to: '1299.00' }, categories)).toBe(
      'Changed the price from $100.00 to $1,299.00',
    );
    expect(describeChange({ field: 'isActive', from: true, to: false }, categories)).toBe(
      'Hid it from the shop',
    );
    expect(describeChange({ field: 'categoryId', from: 3, to: 4 }, categories)).toBe(
      'Changed the category from Buckets to Category #4',
    );
    expect(describeChange({ field: 'status', from: 'pending', to: 'shipped' }, categories)).toBe(
      'Changed the status from Pending to Shipped',
    );
    expect(formatValue('status', 'changes_requested', categories)).toBe('Changes requested');
    expect(describeChange({ field: 'role', from: 'warehouse', to: 'sales' }, categories)).toBe(
      'Changed the role from Warehouse to Sales',
    );
  });

  it('names a value set where there was none, and an emptied one', () => {
    expect(describeChange({ field: 'stock', from: null, to: 5 }, categories)).toBe(
      'Set the stock to 5',
    );
    expect(describeChange({ field: 'trackingNumber', from: '1Z9', to: null }, categories)).toBe(
      'Cleared the tracking number (was 1Z9)',
    );
  });

  it("writes a company's terms and an invoice payment as sentences, not field names", () => {
    expect(describeChange({ field: 'creditHold', from: false, to: true }, categories)).toBe(
      'Put the company on credit hold',
    );
    expect(describeChange({ field: 'paid', from: '0.00', to: '30.00' }, categories)).toBe(
      'Changed the amount paid from $0.00 to $30.00',
    );
    expect(describeChange({ field: 'creditLimit', from: '0.00', to: '5000.00' }, categories)).toBe(
      'Changed the credit limit from $0.00 to $5,000.00',
    );
    expect(describeChange({ field: 'approvalLimit', from: null, to: 3 }, categories)).toBe(
      'Set the approval limit to 3',
    );
  });

  it('counts lists and cuts rich text short', () => {
    expect(formatValue('images', [{ url: 'a' }, { url: 'b' }], categories)).toBe('2 images');
    expect(formatValue('fitsModelIds', [7], categories)).toBe('1 machine');
    expect(
      describeChange(
        { field: 'documents', from: [], to: ['Spec sheet: EX200', 'Manual: Operator manual'] },
        categories,
      ),
    ).toBe('Changed the documents from none to Spec sheet: EX200; Manual: Operator manual');
    const long = `<p>${'Heavy duty '.repeat(20)}</p>`;
    const shown = formatValue('description', long, categories);
    expect(shown).not.toContain('<p>');
    expect(shown.length).toBeLessThanOrEqual(80);
    expect(shown.endsWith('…')).toBe(true);
  });
});
