import { describe, expect, it } from 'vitest';
import { renderStatementPdf } from './render.ts';
import { buyer, shop } from './testing/examples.ts';
import { pdfPageTexts } from './testing/pdf-text.ts';
import type { StatementDocument } from './types.ts';

const statement: StatementDocument = {
  issuedOn: '2026-11-27',
  billTo: { ...buyer, name: 'Digger & Sons Excavation' },
  terms: 'Net 30',
  creditLimit: '25000.00',
  balance: '1750.50',
  overdue: '300.00',
  available: '23249.50',
  invoices: [
    {
      number: 'INV-000040',
      orderId: 40,
      issuedOn: '2026-10-01',
      dueOn: '2026-10-31',
      amount: '300.00',
      paid: '0.00',
      balance: '300.00',
      overdue: true,
    },
    {
      number: 'INV-000042',
      orderId: 42,
      issuedOn: '2026-11-20',
      dueOn: '2026-12-20',
      amount: '1600.50',
      paid: '150.00',
      balance: '1450.50',
      overdue: false,
    },
  ],
  payments: [
    {
      invoiceNumber: 'INV-000042',
      receivedOn: '2026-11-25',
      reference: 'Wire 5512',
      amount: '150.00',
    },
  ],
  paymentsSince: '2026-08-29',
};

describe('renderStatementPdf', () => {
  it('lists what is owed invoice by invoice, the overdue one marked, and the totals', async () => {
    const pages = await pdfPageTexts(await renderStatementPdf(statement, shop));
    const text = pages.join('\n');
    const rows = pages.flatMap((page) => page.split('\n'));
    expect(text).toContain('Statement of account');
    expect(text).toContain('Digger & Sons Excavation');
    expect(rows).toContain('Terms Net 30');
    expect(rows).toContain('Available credit $23,249.50');
    // The invoice column wraps beside the dates and amounts.
    expect(rows).toContainEqual(
      expect.stringMatching(
        /^INV-000040 · Order .*October 1, 2026 October 31, 2026 \$300\.00 \$0\.00 \$300\.00$/,
      ),
    );
    expect(text).toMatch(/#40 · Overdue/);
    expect(text).not.toMatch(/#42 · Overdue/);
    expect(rows).toContain('Balance due $1,750.50');
    expect(rows).toContain('November 25, 2026 INV-000042 · Wire 5512 $150.00');
  });

  it('says when nothing is owed and nothing was paid', async () => {
    const pages = await pdfPageTexts(
      await renderStatementPdf(
        { ...statement, invoices: [], payments: [], balance: '0.00', overdue: '0.00' },
        shop,
      ),
    );
    const text = pages.join('\n');
    expect(text).toContain('Nothing is owed on this account.');
    expect(text).toContain('No payments received since August 29, 2026.');
  });
});
