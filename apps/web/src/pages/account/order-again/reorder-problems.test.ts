import { describe, expect, it } from 'vitest';
import { reorderProblems } from './reorder-problems.ts';

const product = (name: string, stock: number) => ({
  id: 1,
  name,
  price: '10.00',
  salePrice: null,
  category: 'Tools',
  stock,
  imageUrl: null,
  images: [],
});

describe('order again notice', () => {
  it('says nothing when every line is back in full', () => {
    expect(
      reorderProblems({
        lines: [{ product: product('Drill', 9), quantity: 2, ordered: 2 }],
        unavailable: [],
      }),
    ).toEqual([]);
  });

  it('names what can no longer be had, and why, and what was cut to the stock', () => {
    expect(
      reorderProblems({
        lines: [{ product: product('Thumb kit', 3), quantity: 3, ordered: 5 }],
        unavailable: [
          { name: 'Grease gun', reason: 'deleted' },
          { name: 'Old ripper', reason: 'inactive' },
          { name: 'Hydraulic hose', reason: 'out-of-stock' },
        ],
      }),
    ).toEqual([
      'Grease gun is no longer in our catalogue.',
      'Old ripper is no longer sold.',
      'Hydraulic hose is out of stock.',
      'Thumb kit: only 3 of the 5 ordered are in stock.',
    ]);
  });
});
