import { describe, expect, it } from 'vitest';
import { renderReturnSlipPdf } from './render.ts';
import { buyer, shop } from './testing/examples.ts';
import { pdfPageTexts } from './testing/pdf-text.ts';
import type { ReturnSlipDocument } from './types.ts';

const slip: ReturnSlipDocument = {
  returnNumber: 'RMA-000042',
  orderId: 1042,
  issuedOn: '2026-12-07',
  reason: 'Arrived damaged',
  buyer,
  lines: [
    { name: 'Heavy-Duty Digging Bucket 24"', sku: 'BKT-24-HD', quantity: 1 },
    { name: 'Pins & Bushings Kit', sku: null, quantity: 3 },
  ],
  returnAddress: 'Returns dock\n400 Industrial Way\nPortland, OR 97210',
};

describe('renderReturnSlipPdf', () => {
  it('names the return, its order, the buyer, each line and where to send it', async () => {
    const pages = await pdfPageTexts(await renderReturnSlipPdf(slip, shop));
    expect(pages).toHaveLength(1);
    const text = pages.join('\n');
    const rows = text.split('\n');
    expect(text).toContain('Return slip RMA-000042');
    expect(text).toContain('Approved December 7, 2026');
    expect(text).toContain('Order #1042');
    expect(text).toContain('Reason Arrived damaged');
    expect(text).toContain('Jordan Miller');
    expect(rows).toContain('Heavy-Duty Digging Bucket 24" BKT-24-HD 1');
    expect(rows).toContain('Pins & Bushings Kit — 3');
    for (const part of ['Returns RMA-000042', 'Returns dock', '400 Industrial Way']) {
      expect(text).toContain(part);
    }
  });

  it("sends to the shop's address when no returns address is set", async () => {
    const pages = await pdfPageTexts(
      await renderReturnSlipPdf({ ...slip, returnAddress: null }, shop),
    );
    const sendTo = pages.join('\n').split('SEND TO')[1]!.split('PACKING')[0];
    expect(sendTo).toBe(
      '\nBuildRight Equipment\nReturns RMA-000042\n400 Industrial Way\nPortland, OR 97210\n',
    );
  });
});
