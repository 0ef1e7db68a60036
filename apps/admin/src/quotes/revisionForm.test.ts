import { describe, expect, it } from 'vitest';
import type { Product, QuoteRevisionView, StaffQuote } from '@buildright/api';
import {
  hasChanges,
  initialRevisionValues,
  lineOfProduct,
  lineTotal,
  revisionTotals,
  toRevisionBody,
  validateRevision,
  type RevisionFormValues,
} from './revisionForm.ts';

const today = '2026-11-20';

const excavatorLine = {
  productId: 3,
  name: 'Compact Excavator',
  sku: 'BR-0003',
  category: 'Excavators',
  imageUrl: null,
  unitPrice: '12000.00',
  quantity: 1,
  lineTotal: '12000.00',
};

function revision(overrides: Partial<QuoteRevisionView>): QuoteRevisionView {
  return {
    number: 1,
    lines: [{ ...excavatorLine, unitPrice: '11500.00', lineTotal: '11500.00' }],
    discountRule: { type: 'percent', percent: '5' },
    discountLabel: 'Discount (5%)',
    subtotal: '11500.00',
    discount: '575.00',
    deliveryCharge: '350.00',
    total: '11275.00',
    validUntil: '2026-11-25',
    note: 'Delivered on a low-loader.',
    createdAt: new Date('2026-11-11T09:00:00Z'),
    sentAt: new Date('2026-11-11T09:05:00Z'),
    ...overrides,
  };
}

function quote(overrides: Partial<StaffQuote> = {}): StaffQuote {
  return {
    id: 42,
    token: 't'.repeat(32),
    number: 'Q-000042',
    status: 'requested',
    createdAt: new Date('2026-11-10T09:00:00Z'),
    buyer: {
      name: 'Jordan Miller',
      email: 'jordan@miller-build.com',
      phone: null,
      address: '12 Quarry Road',
    },
    // Requested while on sale: the line carries the sale price it was asked at.
    requestedLines: [{ ...excavatorLine, unitPrice: '11800.00', lineTotal: '11800.00' }],
    messages: [],
    orderId: 7,
    acceptedMethod: null,
    poNumber: null,
    paymentStatus: 'unpaid',
    approval: null,
    awaitingCardPayment: false,
    customerId: null,
    orderStatus: 'pending',
    revisions: [],
    draft: null,
    can: { revise: true, send: false, withdraw: true },
    ...overrides,
  };
}

const bucket: Product = {
  id: 9,
  name: 'Trenching Bucket',
  description: '<p>Digs</p>',
  price: '900.00',
  salePrice: '850.00',
  category: 'Attachments',
  categoryId: 2,
  stock: 10,
  imageUrl: null,
  images: [],
  sku: 'BR-0009',
  isActive: true,
  fitment: { universal: true },
};

describe('where a new revision starts', () => {
  it('from the request, at the prices it was made at, valid for the standard period', () => {
    expect(initialRevisionValues(quote(), today)).toEqual({
      lines: [
        {
          productId: 3,
          name: 'Compact Excavator',
          sku: 'BR-0003',
          unitPrice: '11800.00',
          quantity: 1,
        },
      ],
      discountKind: 'none',
      discountAmount: '',
      discountPercent: '',
      deliveryCharge: '0.00',
      validUntil: '2026-12-04',
      note: '',
    });
  });

  it('from the newest sent revision, valid for a fresh period', () => {
    const sent = quote({
      status: 'changes_requested',
      revisions: [
        revision({}),
        revision({ number: 2, discountRule: { type: 'amount', amount: '100.00' } }),
      ],
    });
    expect(initialRevisionValues(sent, today)).toMatchObject({
      lines: [{ unitPrice: '11500.00', quantity: 1 }],
      discountKind: 'amount',
      discountAmount: '100.00',
      deliveryCharge: '350.00',
      validUntil: '2026-12-04',
      note: 'Delivered on a low-loader.',
    });
  });

  it('from the saved draft, keeping its date unless it has lapsed', () => {
    const draft = revision({ number: 2, sentAt: null, validUntil: '2026-11-30' });
    const withDraft = quote({ revisions: [revision({}), draft], draft });
    expect(initialRevisionValues(withDraft, today)).toMatchObject({
      discountKind: 'percent',
      discountPercent: '5',
      validUntil: '2026-11-30',
    });
    expect(initialRevisionValues(withDraft, '2026-12-01').validUntil).toBe('2026-12-15');
  });

  it('adds a found product at its sale price, once', () => {
    expect(lineOfProduct(bucket)).toEqual({
      productId: 9,
      name: 'Trenching Bucket',
      sku: 'BR-0009',
      unitPrice: '850.00',
      quantity: 1,
    });
    expect(lineOfProduct({ ...bucket, salePrice: null }).unitPrice).toBe('900.00');
  });
});

const priced: RevisionFormValues = {
  lines: [
    { productId: 3, name: 'Compact Excavator', sku: 'BR-0003', unitPrice: 11500, quantity: 1 },
    { productId: 9, name: 'Trenching Bucket', sku: 'BR-0009', unitPrice: 799.99, quantity: 2 },
  ],
  discountKind: 'percent',
  discountAmount: '',
  discountPercent: 5,
  deliveryCharge: 350,
  validUntil: '2099-01-31',
  note: '  Delivered on a low-loader. ',
};

describe('the draft sent to the server', () => {
  it('carries amounts as two-decimal strings, the percent as typed, a blank note as null', () => {
    expect(toRevisionBody(priced)).toEqual({
      lines: [
        { productId: 3, quantity: 1, unitPrice: '11500.00' },
        { productId: 9, quantity: 2, unitPrice: '799.99' },
      ],
      discount: { type: 'percent', percent: '5' },
      deliveryCharge: '350.00',
      validUntil: '2099-01-31',
      note: 'Delivered on a low-loader.',
    });
    const plain = toRevisionBody({
      ...priced,
      discountKind: 'none',
      deliveryCharge: '',
      note: ' ',
    });
    expect(plain).toMatchObject({ discount: null, deliveryCharge: '0.00', note: null });
    expect(
      toRevisionBody({ ...priced, discountKind: 'amount', discountAmount: 100 }).discount,
    ).toEqual({
      type: 'amount',
      amount: '100.00',
    });
  });

  it('totals by the shared rule: 5% of 13,099.98 rounds half up to 655.00', () => {
    expect(revisionTotals(priced)).toEqual({
      subtotal: '13099.98',
      discount: '655.00',
      deliveryCharge: '350.00',
      total: '12794.98',
      discountRule: { type: 'percent', percent: '5' },
    });
  });

  it('totals nothing while a price or quantity is blank, and no discount before its figure', () => {
    const [first, second] = priced.lines;
    expect(lineTotal(second!)).toBe('1599.98');
    expect(lineTotal({ ...second!, unitPrice: '12.345' })).toBeNull();
    expect(lineTotal({ ...second!, quantity: '' })).toBeNull();
    expect(
      revisionTotals({ ...priced, lines: [{ ...first!, unitPrice: '' }, second!] }),
    ).toBeNull();
    expect(revisionTotals({ ...priced, lines: [{ ...first!, quantity: '' }, second!] })).toBeNull();
    expect(revisionTotals({ ...priced, discountPercent: '' })).toMatchObject({
      discount: '0.00',
      total: '13449.98',
      discountRule: null,
    });
  });

  it('reports the shared rules beside the fields they concern', () => {
    expect(validateRevision(priced)).toEqual({});
    const [first] = priced.lines;
    expect(
      validateRevision({
        ...priced,
        lines: [{ ...first!, unitPrice: '', quantity: 0 }],
      }),
    ).toEqual({
      'lines.0.unitPrice': 'Unit price is required',
      'lines.0.quantity': 'Quantity must be at least 1',
    });
    expect(validateRevision({ ...priced, validUntil: '2000-01-01' })).toEqual({
      validUntil: 'Valid until cannot be in the past',
    });
    expect(validateRevision({ ...priced, discountKind: 'amount', discountAmount: 20_000 })).toEqual(
      {
        discountAmount: 'The discount cannot be more than the subtotal',
      },
    );
    expect(validateRevision({ ...priced, discountPercent: 120 })).toEqual({
      discountPercent: 'A discount cannot be more than 100%',
    });
    expect(validateRevision({ ...priced, lines: [] })).toEqual({ lines: 'Add at least one line' });
  });

  it('sees no change where only the way an amount is held differs', () => {
    const [first, second] = priced.lines;
    const asSaved: RevisionFormValues = {
      ...priced,
      lines: [
        { ...first!, unitPrice: '11500.00' },
        { ...second!, unitPrice: '799.99' },
      ],
      discountPercent: '5',
      deliveryCharge: '350.00',
    };
    expect(hasChanges(priced, asSaved)).toBe(false);
    expect(hasChanges({ ...priced, deliveryCharge: 400 }, asSaved)).toBe(true);
  });
});
