import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditedAccount } from '../testing/credit-notes.ts';
import { createTestShop, type TestShop } from '../testing/test-shop.ts';
import { formatDocumentDate } from './format.ts';
import { renderInvoicePdf } from './render.ts';
import { buyer, manyLines, shop, threeLines } from './testing/examples.ts';
import { pdfPageTexts } from './testing/pdf-text.ts';
import type { InvoiceDocument } from './types.ts';

const onPurchaseOrder: InvoiceDocument = {
  invoiceNumber: 'INV-000042',
  issuedOn: '2026-11-25',
  orderId: 42,
  quoteNumber: 'Q-000017',
  poNumber: 'PO-7781',
  payment: 'po',
  buyer,
  lines: threeLines,
  subtotal: '3159.45',
  discount: '157.97',
  discountLabel: 'Discount (5%)',
  deliveryCharge: '150.00',
  total: '3151.48',
  paid: '0.00',
  credited: '0.00',
  balance: '3151.48',
  creditNotes: [],
  companyCreditTaken: '0.00',
};

const paidByCard: InvoiceDocument = {
  ...onPurchaseOrder,
  quoteNumber: null,
  poNumber: null,
  payment: 'card',
  discount: '0.00',
  discountLabel: null,
  deliveryCharge: '0.00',
  total: '3159.45',
};

async function rowsOf(document: InvoiceDocument) {
  const pages = await pdfPageTexts(await renderInvoicePdf(document, shop));
  return { pages, text: pages.join('\n'), rows: pages.flatMap((page) => page.split('\n')) };
}

describe('renderInvoicePdf', () => {
  it('names the shop, the invoice, its date, the order, the quote and the PO it answers', async () => {
    const { text } = await rowsOf(onPurchaseOrder);
    for (const part of [shop.name, '400 Industrial Way', shop.phone, shop.email, shop.url]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Invoice INV-000042');
    expect(text).toContain('Issued November 25, 2026');
    expect(text).toContain('Order #42');
    expect(text).toContain('Quote Q-000017');
    expect(text).toContain('PO number PO-7781');
    for (const part of ['Jordan Miller', 'Miller Build LLC', 'Salem, OR 97301', buyer.email]) {
      expect(text).toContain(part);
    }
  });

  it('lists every line and the totals with discount and delivery', async () => {
    const { rows } = await rowsOf(onPurchaseOrder);
    expect(rows).toContain('Heavy-Duty Digging Bucket 24" BKT-24-HD 2 $899.99 $1,799.98');
    expect(rows).toContain('Hydraulic Quick Coupler QC-20T 1 $1,299.50 $1,299.50');
    expect(rows).toContain('Pins & Bushings Kit — 3 $19.99 $59.97');
    for (const row of [
      'Subtotal $3,159.45',
      'Discount (5%) -$157.97',
      'Delivery $150.00',
      'Total $3,151.48',
    ]) {
      expect(rows).toContain(row);
    }
  });

  it('says a purchase-order invoice is payable net 30 against the PO, when and to whom', async () => {
    const { rows, text } = await rowsOf(onPurchaseOrder);
    expect(rows).toContain('Due December 25, 2026');
    expect(rows).toContain('Payable on invoice, net 30: due December 25, 2026 · PO PO-7781');
    expect(rows).not.toContain('Paid by card');
    expect(text).toMatch(/remit to/i);
    expect(text).toContain('Please quote INV-000042 with your payment.');
    // Nothing paid or credited yet: the total is what it asks for.
    expect(text).not.toMatch(/Balance due|Credited|Credit notes/i);
  });

  it("prints the remit-to address and payment instructions staff set, not the shop's", async () => {
    const remitting = {
      ...shop,
      remitToAddress: 'BuildRight Receivables\nPO Box 8812\nPortland, OR 97208',
      paymentInstructions: 'ACH: routing 123456789, account 000111222',
    };
    const pages = await pdfPageTexts(await renderInvoicePdf(onPurchaseOrder, remitting));
    const text = pages.join('\n');
    expect(text).toContain('PO Box 8812');
    expect(text).toContain('ACH: routing 123456789, account 000111222');
  });

  it('keeps the due date an invoice was issued with', async () => {
    const { rows } = await rowsOf({ ...onPurchaseOrder, dueOn: '2027-01-15' });
    expect(rows).toContain('Due January 15, 2027');
  });

  it('says a card order is paid, without PO, quote, discount or delivery it does not have', async () => {
    const { rows, text } = await rowsOf(paidByCard);
    expect(rows).toContain('Paid by card');
    expect(text).not.toContain('net 30');
    expect(text).not.toContain('Due');
    expect(text).not.toMatch(/remit to/i);
    expect(text).not.toContain('PO');
    expect(text).not.toMatch(/Quote Q-/);
    expect(rows).toContain('Total $3,159.45');
    expect(rows.filter((row) => /^(Discount|Delivery)\b/.test(row))).toEqual([]);
  });

  it('numbers every page of a long invoice and repeats the column names', async () => {
    const lines = manyLines(60);
    const { pages, rows } = await rowsOf({ ...paidByCard, lines });
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('Item SKU Qty Unit price Total');
    });
    expect(rows.filter((row) => row.startsWith('Line item '))).toHaveLength(60);
    expect(pages.at(-1)).toContain('Paid by card');
  });
});

describe('an invoice on a company account', () => {
  const onAccount: InvoiceDocument = {
    ...onPurchaseOrder,
    quoteNumber: null,
    payment: 'account',
    dueOn: '2027-01-09',
    terms: 'Net 45',
    orderedBy: 'Frankie Foreman',
    buyer: { ...buyer, name: 'Digger & Sons Excavation' },
  };

  it('bills the company on its terms, with the due date, who ordered and where to pay', async () => {
    const { rows, text } = await rowsOf(onAccount);
    expect(rows).toContain('Due January 9, 2027');
    expect(rows).toContain('Terms Net 45');
    expect(rows).toContain('Ordered by Frankie Foreman');
    expect(rows).toContain('On account, Net 45: due January 9, 2027 · PO PO-7781');
    expect(text).toContain('Digger & Sons Excavation');
    expect(text).toContain('Please quote INV-000042 with your payment.');
  });
});

describe('an invoice with credit notes', () => {
  const credited: InvoiceDocument = {
    ...onPurchaseOrder,
    payment: 'account',
    paid: '1000.00',
    credited: '2151.48',
    balance: '0.00',
    creditNotes: [
      {
        number: 'CN-000017',
        creditedOn: '2026-12-01',
        invoiceNumber: 'INV-000042',
        orderId: 42,
        returnNumber: 'RMA-000003',
        reason: 'Return',
        amount: '899.99',
        toCompanyCredit: '0.00',
      },
      {
        number: 'CN-000018',
        creditedOn: '2026-12-03',
        invoiceNumber: 'INV-000042',
        orderId: 42,
        returnNumber: null,
        reason: 'Goodwill',
        amount: '1500.00',
        toCompanyCredit: '248.51',
      },
    ],
  };

  it('lists each credit note, what went to the company credit, and what is still owed', async () => {
    const { rows } = await rowsOf(credited);
    expect(rows).toContain('Date Reference Reason Amount');
    expect(rows).toContain('December 1, 2026 CN-000017 · RMA-000003 Return -$899.99');
    expect(rows).toContain('December 3, 2026 CN-000018 Goodwill -$1,500.00');
    expect(rows).toContain('$248.51 added to your company credit');
    for (const row of ['Total $3,151.48', 'Paid -$1,000.00', 'Credited -$2,151.48']) {
      expect(rows).toContain(row);
    }
    expect(rows).toContain('Balance due $0.00');
  });

  it('names the company credit an invoice took when it was issued', async () => {
    const { rows } = await rowsOf({
      ...credited,
      paid: '0.00',
      credited: '70.00',
      balance: '3081.48',
      creditNotes: [],
      companyCreditTaken: '70.00',
    });
    expect(rows).toContain('November 25, 2026 Your company credit Earlier credit notes -$70.00');
    expect(rows).toContain('Credited -$70.00');
    expect(rows).toContain('Balance due $3,081.48');
    expect(rows.filter((row) => row.startsWith('Paid'))).toEqual([]);
  });
});

describe('credit notes on the invoices of a company, through the procedures', () => {
  let testShop: TestShop;
  beforeAll(async () => {
    testShop = await createTestShop();
  });
  afterAll(() => testShop?.close());

  it("draws what the invoice's row keeps: its credit notes, credited and the balance", async () => {
    const account = await creditedAccount(testShop);
    const today = formatDocumentDate(new Date().toISOString().slice(0, 10));
    const invoicePdf = async (orderId: number) => {
      const { document, shop: seller } = await account.admin.api.documents.invoice({ orderId });
      const pages = await pdfPageTexts(await renderInvoicePdf(document, seller));
      return { document, rows: pages.flatMap((page) => page.split('\n')) };
    };
    const cn = (id: number) => `CN-${String(id).padStart(6, '0')}`;

    const returned = await invoicePdf(account.returned.orderId);
    expect(returned.rows).toContain(
      `${today} ${cn(account.returned.refundId)} · ${account.returned.rma} Return -$100.00`,
    );
    for (const row of ['Total $300.00', 'Credited -$100.00', 'Balance due $200.00']) {
      expect(returned.rows).toContain(row);
    }

    const over = await invoicePdf(account.overCredited.orderId);
    expect(over.rows).toContain(`${today} ${cn(account.overCredited.refundId)} Goodwill -$120.00`);
    expect(over.rows).toContain('$70.00 added to your company credit');
    for (const row of ['Total $200.00', 'Paid -$150.00', 'Credited -$50.00', 'Balance due $0.00']) {
      expect(over.rows).toContain(row);
    }

    // The next invoice on account takes the company's credit off what it asks for.
    const next = await invoicePdf(await account.place(1));
    expect(next.rows).toContain(
      `${formatDocumentDate(next.document.issuedOn)} Your company credit Earlier credit notes -$70.00`,
    );
    for (const row of ['Total $100.00', 'Credited -$70.00', 'Balance due $30.00']) {
      expect(next.rows).toContain(row);
    }

    // As the company's invoices show them.
    const listed = await account.admin.api.companies.member.invoices({ show: 'all' });
    for (const drawn of [returned, over, next]) {
      expect(
        listed.invoices.find((invoice) => invoice.orderId === drawn.document.orderId),
      ).toMatchObject({
        credited: drawn.document.credited,
        balance: drawn.document.balance,
      });
    }
  });
});
