import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditedAccount } from '../testing/credit-notes.ts';
import { createTestShop, type TestShop } from '../testing/test-shop.ts';
import { formatDocumentDate } from './format.ts';
import { renderInvoicePdf, renderStatementPdf } from './render.ts';
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
      credited: '0.00',
      balance: '300.00',
      overdue: true,
    },
    {
      number: 'INV-000042',
      orderId: 42,
      issuedOn: '2026-11-20',
      dueOn: '2026-12-20',
      amount: '1700.50',
      paid: '150.00',
      credited: '100.00',
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
  creditNotes: [],
  credit: '0.00',
  since: '2026-08-29',
};

async function rowsOf(document: StatementDocument) {
  const pages = await pdfPageTexts(await renderStatementPdf(document, shop));
  return { text: pages.join('\n'), rows: pages.flatMap((page) => page.split('\n')) };
}

describe('renderStatementPdf', () => {
  it('lists what is owed invoice by invoice, the overdue one marked, and the totals', async () => {
    const { text, rows } = await rowsOf(statement);
    expect(text).toContain('Statement of account');
    expect(text).toContain('Digger & Sons Excavation');
    expect(rows).toContain('Terms Net 30');
    expect(rows).toContain('Available credit $23,249.50');
    // The invoice column wraps beside the dates and amounts, which are kept short.
    expect(rows).toContainEqual(
      expect.stringMatching(
        /^INV-000040 · Order #40 · Oct 1, 2026 Oct 31, 2026 \$300\.00 \$0\.00 \$0\.00 \$300\.00$/,
      ),
    );
    // Amount less paid less credited is the balance.
    expect(rows).toContainEqual(
      expect.stringMatching(/ \$1,700\.50 \$150\.00 \$100\.00 \$1,450\.50$/),
    );
    const rowAfter = (start: string) => rows[rows.findIndex((row) => row.startsWith(start)) + 1];
    expect(rowAfter('INV-000040 ')).toBe('Overdue');
    expect(rowAfter('INV-000042 ')).toBe('Balance due $1,750.50');
    expect(rows).toContain('Balance due $1,750.50');
    expect(rows).toContain('November 25, 2026 INV-000042 · Wire 5512 $150.00');
    expect(text).not.toMatch(/Credit notes since|company credit/i);
  });

  it("lists the period's credit notes as credits, and the company's credit left", async () => {
    const { rows } = await rowsOf({
      ...statement,
      credit: '248.51',
      creditNotes: [
        {
          number: 'CN-000017',
          creditedOn: '2026-11-26',
          invoiceNumber: 'INV-000042',
          orderId: 42,
          returnNumber: 'RMA-000003',
          reason: 'Return',
          amount: '100.00',
          toCompanyCredit: '0.00',
        },
        {
          number: 'CN-000018',
          creditedOn: '2026-11-26',
          invoiceNumber: 'INV-000039',
          orderId: 39,
          returnNumber: null,
          reason: 'Goodwill',
          amount: '500.00',
          toCompanyCredit: '248.51',
        },
      ],
    });
    expect(rows).toContain('Credit notes since August 29, 2026'.toUpperCase());
    expect(rows).toContain(
      'November 26, 2026 INV-000042 · Order #42 · CN-000017 · RMA-000003 · Return -$100.00',
    );
    expect(rows).toContain(
      'November 26, 2026 INV-000039 · Order #39 · CN-000018 · Goodwill -$500.00',
    );
    expect(rows).toContain('$248.51 added to your company credit');
    expect(rows).toContain(
      'Your company credit of $248.51 is taken off your next invoice on account.',
    );
    expect(rows).toContain('Balance due $1,750.50');
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

describe("a company's statement with credit notes, through the procedures", () => {
  let testShop: TestShop;
  beforeAll(async () => {
    testShop = await createTestShop();
  });
  afterAll(() => testShop?.close());

  it("agrees with every invoice's PDF: each balance, and their sum the balance due", async () => {
    const account = await creditedAccount(testShop);
    const { admin } = account;
    const today = formatDocumentDate(new Date().toISOString().slice(0, 10));
    const statementRows = async () => {
      const { document, shop: seller } = await admin.api.companies.member.statement();
      const pages = await pdfPageTexts(await renderStatementPdf(document, seller));
      return { document, rows: pages.flatMap((page) => page.split('\n')) };
    };
    /** The balance due an invoice's PDF prints, and its number. */
    const invoiceBalance = async (orderId: number) => {
      const { document, shop: seller } = await admin.api.documents.invoice({ orderId });
      const pages = await pdfPageTexts(await renderInvoicePdf(document, seller));
      const rows = pages.flatMap((page) => page.split('\n'));
      const due = rows.find((row) => row.startsWith('Balance due '));
      return { number: document.invoiceNumber, due: due!.slice('Balance due '.length) };
    };
    const cn = (id: number) => `CN-${String(id).padStart(6, '0')}`;

    const returned = await invoiceBalance(account.returned.orderId);
    const over = await invoiceBalance(account.overCredited.orderId);
    expect([returned.due, over.due]).toEqual(['$200.00', '$0.00']);
    const first = await statementRows();
    // The partly credited invoice: amount, paid, credited, and the balance its PDF prints.
    expect(first.rows).toContainEqual(
      expect.stringMatching(new RegExp(` \\$300\\.00 \\$0\\.00 \\$100\\.00 \\${returned.due}$`)),
    );
    // Settled by its credit note, the other owes nothing and is not listed.
    expect(first.document.invoices.map((invoice) => invoice.number)).toEqual([returned.number]);
    expect(first.rows).toContain(`Balance due ${returned.due}`);
    expect(first.rows).toContain(
      `${today} ${returned.number} · Order #${account.returned.orderId} · ${cn(account.returned.refundId)} · ${account.returned.rma} · Return -$100.00`,
    );
    expect(first.rows).toContain(
      `${today} ${over.number} · Order #${account.overCredited.orderId} · ${cn(account.overCredited.refundId)} · Goodwill -$120.00`,
    );
    expect(first.rows).toContain('$70.00 added to your company credit');
    expect(first.rows).toContain(
      'Your company credit of $70.00 is taken off your next invoice on account.',
    );

    // The next invoice takes the credit: the statement's balance is still the invoices' sum.
    const next = await invoiceBalance(await account.place(1));
    expect(next.due).toBe('$30.00');
    const second = await statementRows();
    expect(second.rows).toContainEqual(
      expect.stringMatching(/ \$100\.00 \$0\.00 \$70\.00 \$30\.00$/),
    );
    expect(second.rows).toContain('Balance due $230.00');
    expect(second.document.balance).toBe('230.00');
    expect(second.rows.filter((row) => row.startsWith('Your company credit'))).toEqual([]);
  });
});
