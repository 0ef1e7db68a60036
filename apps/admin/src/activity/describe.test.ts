import { describe, expect, it } from 'vitest';
import { describeChange, formatValue } from './describe.ts';

const categories = new Map([[3, 'Buckets']]);

describe('an activity change as staff read it', () => {
  it('shows money, yes/no, categories, statuses and roles in words', () => {
    expect(describeChange({ field: 'price', from: '100.00', to: '1299.00' }, categories)).toBe(
      'Price: $100.00 → $1,299.00',
    );
    expect(describeChange({ field: 'isActive', from: true, to: false }, categories)).toBe(
      'Active: Yes → No',
    );
    expect(describeChange({ field: 'categoryId', from: 3, to: 4 }, categories)).toBe(
      'Category: Buckets → Category #4',
    );
    expect(describeChange({ field: 'status', from: 'pending', to: 'shipped' }, categories)).toBe(
      'Status: Pending → Shipped',
    );
    expect(formatValue('status', 'changes_requested', categories)).toBe('Changes requested');
    expect(describeChange({ field: 'role', from: 'warehouse', to: 'sales' }, categories)).toBe(
      'Role: Warehouse → Sales',
    );
  });

  it('names a value set where there was none, and an emptied one', () => {
    expect(describeChange({ field: 'stock', from: null, to: 5 }, categories)).toBe('Stock: 5');
    expect(describeChange({ field: 'trackingNumber', from: '1Z9', to: null }, categories)).toBe(
      'Tracking number: 1Z9 → —',
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
    ).toBe('Documents: none → Spec sheet: EX200; Manual: Operator manual');
    const long = `<p>${'Heavy duty '.repeat(20)}</p>`;
    const shown = formatValue('description', long, categories);
    expect(shown).not.toContain('<p>');
    expect(shown.length).toBeLessThanOrEqual(80);
    expect(shown.endsWith('…')).toBe(true);
  });
});
