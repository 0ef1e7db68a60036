import { describe, expect, it } from 'vitest';
import { chooseSpecSheets } from './spec-sheets.ts';

const sheet = (title: string, bytes: number, url = `/uploads/${title}.pdf`) => ({
  productName: 'Bucket',
  title,
  url,
  bytes,
});

describe('chooseSpecSheets', () => {
  it('attaches them in line order while they fit together, and links the rest', () => {
    const chosen = chooseSpecSheets(
      [sheet('a', 6), sheet('b', 5), sheet('c', 4), sheet('d', 1)],
      10,
    );
    expect(chosen.map(({ title, attached }) => [title, attached])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
      ['d', false],
    ]);
  });

  it('lists a file shared by two quoted products once', () => {
    const chosen = chooseSpecSheets(
      [sheet('a', 3, '/uploads/x.pdf'), sheet('b', 3, '/uploads/x.pdf')],
      10,
    );
    expect(chosen).toHaveLength(1);
  });

  it('attaches nothing larger than the limit on its own', () => {
    expect(chooseSpecSheets([sheet('a', 11)], 10)).toEqual([
      { ...sheet('a', 11), attached: false },
    ]);
  });
});
