import { describe, expect, it } from 'vitest';
import { renderQuotePdf } from './render.ts';
import { buyer, manyLines, shop, threeLines } from './testing/examples.ts';
import { pdfPageTexts } from './testing/pdf-text.ts';
import type { QuoteDocument } from './types.ts';

const quote: QuoteDocument = {
  quoteNumber: 'Q-000042',
  revision: 2,
  issuedOn: '2026-11-23',
  validUntil: '2026-12-07',
  buyer,
  lines: threeLines,
  note: 'Delivery by flatbed on a weekday.\nCall the site office an hour before arrival.',
  subtotal: '3159.45',
  discount: '157.97',
  discountLabel: 'Discount (5%)',
  deliveryCharge: '150.00',
  total: '3151.48',
};

async function rowsOf(document: QuoteDocument) {
  const pages = await pdfPageTexts(await renderQuotePdf(document, shop));
  return { pages, text: pages.join('\n'), rows: pages.flatMap((page) => page.split('\n')) };
}

describe('renderQuotePdf', () => {
  it('names the shop, the quote and its revision, its dates and the buyer', async () => {
    const { pages, text } = await rowsOf(quote);
    expect(pages).toHaveLength(1);
    for (const part of ['BuildRight Equipment', '400 Industrial Way', 'Portland, OR 97210']) {
      expect(text).toContain(part);
    }
    for (const part of [shop.phone, shop.email, shop.url]) expect(text).toContain(part);
    expect(text).toContain('Quote Q-000042 · Revision 2');
    expect(text).toContain('Issued November 23, 2026');
    expect(text).toContain('Valid until December 7, 2026');
    for (const part of ['Jordan Miller', 'Miller Build LLC', '12 Quarry Road', 'Salem, OR 97301']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('jordan@miller-build.com');
    expect(text).toContain('+1 503 555 0142');
  });

  it('lists every line with its SKU, quantity, unit price and line total', async () => {
    const { rows } = await rowsOf(quote);
    expect(rows).toContain('Item SKU Qty Unit price Total');
    expect(rows).toContain('Heavy-Duty Digging Bucket 24" BKT-24-HD 2 $899.99 $1,799.98');
    expect(rows).toContain('Hydraulic Quick Coupler QC-20T 1 $1,299.50 $1,299.50');
    expect(rows).toContain('Pins & Bushings Kit — 3 $19.99 $59.97');
  });

  it('shows the discount as a deduction and the delivery charge before the total', async () => {
    const { rows } = await rowsOf(quote);
    const totals = [
      'Subtotal $3,159.45',
      'Discount (5%) -$157.97',
      'Delivery $150.00',
      'Total $3,151.48',
    ];
    const at = totals.map((row) => rows.indexOf(row));
    expect(
      at.every((index) => index >= 0),
      `rows: ${rows.join(' | ')}`,
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('leaves out discount and delivery when there are none', async () => {
    const { rows } = await rowsOf({
      ...quote,
      discount: '0.00',
      discountLabel: null,
      deliveryCharge: '0.00',
      total: '3159.45',
    });
    expect(rows).toContain('Subtotal $3,159.45');
    expect(rows).toContain('Total $3,159.45');
    const amountRows = rows.filter((row) => /^(Discount|Delivery)\b.* -?\$[\d,.]+$/.test(row));
    expect(amountRows).toEqual([]);
  });

  it('keeps the lines of the staff note and closes with the terms', async () => {
    const { rows } = await rowsOf(quote);
    expect(rows).toContain('Delivery by flatbed on a weekday.');
    expect(rows).toContain('Call the site office an hour before arrival.');
    expect(rows).toContain(
      'Payment due at order. 2-year warranty on all equipment. 30-day returns.',
    );
  });

  it('has no note section without a note, and no phone the buyer did not give', async () => {
    const { text } = await rowsOf({ ...quote, note: null, buyer: { ...buyer, phone: null } });
    expect(text).not.toMatch(/\bNOTE\b/);
    expect(text).not.toContain('555 0142');
    expect(text).toContain('Payment due at order.');
  });

  it('runs a long quote onto more pages, repeating the column names and numbering every page', async () => {
    const lines = manyLines(60);
    const { pages, rows } = await rowsOf({ ...quote, lines });
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(
        page.split('\n').filter((row) => row === 'Item SKU Qty Unit price Total'),
      ).toHaveLength(1);
    });
    const printed = rows.filter((row) => row.startsWith('Line item '));
    expect(printed).toEqual(
      lines.map((line) => `${line.name} ${line.sku} ${line.quantity} $10.00 $${line.lineTotal}`),
    );
    expect(pages.at(-1)).toContain('Total $3,151.48');
  });
});
