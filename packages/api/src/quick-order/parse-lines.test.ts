import { describe, expect, it } from 'vitest';
import { parseQuickOrderLines } from './parse-lines.ts';

const read = (text: string) =>
  parseQuickOrderLines(text).map(({ lines, sku, quantity, error }) => ({
    lines,
    sku,
    quantity,
    problem: error?.kind ?? null,
  }));

const good = (line: number, sku: string, quantity: number) => ({
  lines: [line],
  sku,
  quantity,
  problem: null,
});

describe('quick order lines', () => {
  it('reads tabs (a spreadsheet copy), commas, semicolons and spaces', () => {
    expect(read('BR-1\t2\nBR-2,3\nBR-3;4\nBR-4 5\nBR-5    6')).toEqual([
      good(1, 'BR-1', 2),
      good(2, 'BR-2', 3),
      good(3, 'BR-3', 4),
      good(4, 'BR-4', 5),
      good(5, 'BR-5', 6),
    ]);
  });

  it('reads quoted CSV cells, spaces around cells and Windows line endings', () => {
    expect(read('"BR-1","2"\r\n "BR-2" , 3 \r\n"BR-3";"4"\r\n')).toEqual([
      good(1, 'BR-1', 2),
      good(2, 'BR-2', 3),
      good(3, 'BR-3', 4),
    ]);
  });

  it('skips blank lines, a heading and empty trailing cells of an export', () => {
    expect(read('\uFEFFsku,quantity\n\nBR-1,2,,\n   \n\t\nBR-2\t1\t\t')).toEqual([
      good(3, 'BR-1', 2),
      good(6, 'BR-2', 1),
    ]);
    expect(read('SKU\tQty\nBR-1\t2')).toEqual([good(2, 'BR-1', 2)]);
    expect(read('Part number;Quantity\nBR-1;2')).toEqual([good(2, 'BR-1', 2)]);
  });

  it('takes a heading only as the first line', () => {
    expect(read('BR-1 2\nsku quantity')).toEqual([
      good(1, 'BR-1', 2),
      { lines: [2], sku: 'sku', quantity: null, problem: 'bad-quantity' },
    ]);
  });

  it('reads a CSV cell holding "SKU quantity" as both', () => {
    expect(read('"BR-1 2"')).toEqual([good(1, 'BR-1', 2)]);
    expect(read('"BR-1" "2"')).toEqual([good(1, 'BR-1', 2)]);
  });

  it('merges the same SKU, in any case, summing quantities, in the order first seen', () => {
    expect(read('BR-1 2\nBR-2 1\nbr-1 3')).toEqual([
      { lines: [1, 3], sku: 'BR-1', quantity: 5, problem: null },
      good(2, 'BR-2', 1),
    ]);
    expect(parseQuickOrderLines('BR-1 2\nbr-1 3')[0]?.quantityText).toBe('5');
  });

  it('refuses quantities that are not whole numbers from 1 to 999, never coercing them', () => {
    for (const quantity of ['1.5', 'abc', 'true', '0', '-2', '+2', '1e2', '0x10', '05', '1000']) {
      expect(read(`BR-1 ${quantity}`), quantity).toEqual([
        { lines: [1], sku: 'BR-1', quantity: null, problem: 'bad-quantity' },
      ]);
    }
    expect(parseQuickOrderLines('BR-1 1.5')[0]).toMatchObject({
      quantityText: '1.5',
      error: { message: 'Quantity must be a whole number from 1 to 999' },
    });
  });

  it('keeps a repeated SKU with a bad quantity apart, and refuses a sum above 999', () => {
    expect(read('BR-1 2\nBR-1 x\nBR-1 3')).toEqual([
      { lines: [1, 3], sku: 'BR-1', quantity: 5, problem: null },
      { lines: [2], sku: 'BR-1', quantity: null, problem: 'bad-quantity' },
    ]);
    expect(read('BR-1 600\nBR-1 600')).toEqual([
      { lines: [1, 2], sku: 'BR-1', quantity: null, problem: 'bad-quantity' },
    ]);
  });

  it('answers each problem on its own line and reads the rest', () => {
    const lines = parseQuickOrderLines('BR-1\nBR-2 3 4\n"BR-3,2\nBR-4,"1,5"\nBR-5 1');
    expect(
      lines.map((line) => [line.lines[0], line.error?.kind ?? null, line.error?.message]),
    ).toEqual([
      [1, 'bad-quantity', 'Enter a quantity after the SKU'],
      [2, 'unreadable', 'Enter one SKU and one quantity on each line'],
      [3, 'unreadable', 'This line could not be read: a quote is not closed'],
      [4, 'bad-quantity', 'Quantity must be a whole number from 1 to 999'],
      [5, null, undefined],
    ]);
  });

  it('reads nothing from blank text', () => {
    expect(parseQuickOrderLines('')).toEqual([]);
    expect(parseQuickOrderLines(' \n\r\n\t')).toEqual([]);
  });
});
