import { describe, expect, it } from 'vitest';
import { emailTemplates } from './email-templates.ts';
import type { EmailDataOf, EmailTemplateName } from './mail/registry.ts';
import { renderEmail } from './mail/render.ts';
import type { EmailTemplate } from './mail/template.ts';

const shop = { name: 'BuildRight Equipment', email: 'info@shop.test', url: 'https://shop.test' };
const order = {
  id: 42,
  customerName: 'Dana Digger',
  customerEmail: 'dana@example.com',
  customerPhone: null,
  customerAddress: '12 Quarry Road\nPortland, OR 97201',
  total: '1859.95',
  paymentMethod: 'quote' as const,
  hasAccount: true,
  lines: [
    {
      name: 'Heavy-Duty Digging Bucket 24"',
      quantity: 2,
      unitPrice: '899.99',
      lineTotal: '1799.98',
    },
    { name: 'Pins & Bushings', quantity: 3, unitPrice: '19.99', lineTotal: '59.97' },
  ],
};
const quote = { id: 7, number: 'Q-000007' };
const contact = {
  name: 'Dana Digger',
  email: 'dana@example.com',
  phone: null,
  company: 'Dig Co',
  subject: 'Bucket sizes',
  message: 'Which bucket fits\na 20 t excavator?',
};

/** One example of every template's data: a new template without one fails the test below. */
const examples: { [Name in EmailTemplateName]: EmailDataOf<Name> } = {
  quoteRequested: { order, quote },
  quoteRequestedShop: { order, quote },
  paymentReceived: { order: { ...order, paymentMethod: 'card' } },
  paymentReceivedShop: { order: { ...order, paymentMethod: 'card' } },
  paymentRefunded: {
    order: { ...order, paymentMethod: 'card' },
    amount: '25.00',
    method: 'card',
    inFull: false,
  },
  returnRequested: {
    number: 'RMA-000001',
    order,
    lines: [{ name: 'Pins & Bushings', quantity: 2 }],
    reason: 'Arrived damaged',
  },
  returnApproved: {
    number: 'RMA-000001',
    order,
    slip: {
      returnNumber: 'RMA-000001',
      orderId: 42,
      issuedOn: '2026-12-01',
      reason: 'Arrived damaged',
      buyer: {
        name: 'Dana Digger',
        email: 'dana@example.com',
        phone: null,
        address: '12 Quarry Road',
      },
      lines: [{ name: 'Pins & Bushings', sku: 'PB-1', quantity: 2 }],
      returnAddress: 'Returns dock, 400 Industrial Way\nPortland, OR 97210',
    },
  },
  returnRejected: { number: 'RMA-000001', order, reason: 'Used on site for a month.' },
  returnRefunded: { number: 'RMA-000001', order, amount: '39.98', method: 'card' },
  warrantyClaimed: {
    number: 'RMA-000002',
    order,
    lines: [{ name: 'Pins & Bushings', quantity: 1 }],
    description: 'The bushing cracked after a year.',
  },
  warrantyReplaced: {
    number: 'RMA-000002',
    order,
    lines: [{ name: 'Pins & Bushings', quantity: 1 }],
    replacement: { ...order, id: 43, total: '0.00' },
  },
  warrantyRejected: { number: 'RMA-000002', order, reason: 'Worn by use, not defective.' },
  warrantyRefunded: { number: 'RMA-000002', order, amount: '19.99', method: 'on_account' },
  orderStatusChanged: {
    order,
    status: 'shipped',
    trackingNumber: '1Z999AA10123456784',
    trackingCarrier: 'ups',
    estimatedDelivery: '2026-12-01T12:00:00.000Z',
  },
  passwordReset: {
    name: 'Dana',
    resetUrl: 'https://shop.test/reset-password?token=abc',
    validFor: '1 hour',
  },
  staffInvitation: {
    invitedBy: 'owner',
    role: 'Sales',
    roleDescription: 'Orders, quotes and contact messages; sees the catalogue without changing it',
    acceptUrl: 'https://shop.test/admin-dashboard/invitation/abc',
    validFor: '7 days',
  },
  companyInvitation: {
    invitedBy: 'dana@digger.example',
    companyName: 'Digger & Sons',
    role: 'Buyer',
    roleDescription: 'Orders within the limits the company sets',
    token: 'tok-en_1',
    validFor: '14 days',
  },
  orderOnAccount: {
    order: { ...order, paymentMethod: 'account' },
    companyName: 'Digger & Sons',
    terms: 'Net 30',
    dueOn: '2026-12-27',
    approvedBy: 'Alex Approver',
  },
  orderOnAccountShop: {
    order: { ...order, paymentMethod: 'account' },
    companyName: 'Digger & Sons',
  },
  approvalRequested: {
    order: { ...order, paymentMethod: 'account' },
    companyName: 'Digger & Sons',
    reason: 'Above the $2,500.00 order limit',
    holdUntil: '2026-12-04T10:00:00.000Z',
  },
  approvedForCard: {
    order: { ...order, paymentMethod: 'card' },
    companyName: 'Digger & Sons',
    approvedBy: 'Alex Approver',
    payBy: '2026-11-30T10:00:00.000Z',
  },
  approvalRejected: {
    order: { ...order, paymentMethod: 'account' },
    companyName: 'Digger & Sons',
    rejectedBy: 'Alex Approver',
    note: 'Use the rental unit instead',
  },
  invoiceOverdue: {
    companyName: 'Digger & Sons',
    invoiceNumber: 'INV-000042',
    orderId: 42,
    balance: '1250.00',
    dueOn: '2026-11-20',
  },
  contactShop: { contact },
  contactCopy: {},
  backInStock: { productId: 42, productName: 'Hydraulic Thumb', unsubscribeToken: 'tok-en_1' },
  shopMessage: { subject: 'Hello', message: 'A message\nin two lines' },
  quoteSent: {
    document: {
      quoteNumber: 'Q-000042',
      revision: 2,
      issuedOn: '2026-11-23',
      validUntil: '2026-12-07',
      buyer: { name: 'Dana Digger', email: 'dana@example.com', phone: null, address: '1 Pit Lane' },
      lines: order.lines.map((line) => ({ ...line, sku: 'BR-001001' })),
      subtotal: '2599.00',
      discount: '129.95',
      discountLabel: 'Discount (5%)',
      deliveryCharge: '150.00',
      total: '2619.05',
      note: 'Delivery within 5 working days.',
    },
    url: 'https://shop.test/quotes/abc',
  },
  quoteMessage: {
    number: 'Q-000042',
    buyerName: 'Dana Digger',
    from: 'buyer',
    kind: 'changes',
    body: 'Could you add a second bucket?',
    url: 'https://shop.test/admin-dashboard/quotes/42',
  },
  quoteAccepted: {
    audience: 'buyer',
    number: 'Q-000042',
    buyerName: 'Dana Digger',
    orderId: 7,
    method: 'po',
    poNumber: 'PO-5521',
    total: '2619.05',
    url: 'https://shop.test/quotes/abc',
  },
  quoteClosed: {
    audience: 'staff',
    reason: 'declined',
    number: 'Q-000042',
    buyerName: 'Dana Digger',
    message: 'We found one closer to the site.',
    url: 'https://shop.test/admin-dashboard/quotes/42',
  },
};

/** What customers (and staff, as people) wrote into the examples above: none of it is a subject. */
const writtenByPeople = [
  'Dana',
  'Digger',
  'Dig Co',
  'Alex',
  'owner',
  'Bucket sizes',
  'Hello',
  'rental unit',
  'second bucket',
  'closer to the site',
];

describe('every subject', () => {
  it.each(Object.keys(emailTemplates) as EmailTemplateName[])(
    "of %s is the shop's own words",
    (name) => {
      const template = emailTemplates[name] as EmailTemplate<unknown>;
      const subject = template.subject(examples[name]);
      for (const written of writtenByPeople) {
        expect(subject.toLowerCase()).not.toContain(written.toLowerCase());
      }
    },
  );

  it('of a company invitation names the shop, not the company that invites', () => {
    expect(
      emailTemplates.companyInvitation.subject({
        ...examples.companyInvitation,
        companyName: 'Refund waiting - claim at https://evil.example/r',
      }),
    ).toBe('You are invited to a company account at BuildRight Equipment');
  });
});

describe('attachments', () => {
  it('the quote e-mail carries its PDF, drawn from the stored data', async () => {
    const { attachments } = await renderEmail('quoteSent', examples.quoteSent, shop);
    expect(attachments).toEqual([
      {
        filename: 'Q-000042-rev2.pdf',
        contentType: 'application/pdf',
        content: expect.any(Buffer),
      },
    ]);
    expect(attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the quote e-mail attaches the spec sheets that fit and links every one', async () => {
    const stored = Buffer.from('%PDF-1.4 spec');
    const files = {
      read: async (url: string) => (url === '/uploads/spec.pdf' ? stored : null),
    };
    const data = {
      ...examples.quoteSent,
      specSheets: [
        {
          productName: 'Digging Bucket',
          title: 'Bucket spec sheet',
          url: '/uploads/spec.pdf',
          bytes: 1_258_291,
          attached: true,
        },
        {
          productName: 'Rock Breaker',
          title: 'Breaker spec / EU',
          url: '/uploads/big.pdf',
          bytes: 12 * 1024 * 1024,
          attached: false,
        },
      ],
    };
    const { attachments, text } = await renderEmail('quoteSent', data, shop, files);
    expect(attachments.map((attachment) => attachment.filename)).toEqual([
      'Q-000042-rev2.pdf',
      'Digging Bucket - Bucket spec sheet.pdf',
    ]);
    expect(attachments[1]!.content).toBe(stored);
    expect(text).toContain('those marked attached are in this e-mail');
    expect(text).toContain(
      'Digging Bucket: Bucket spec sheet https://shop.test/uploads/spec.pdf (PDF, 1.2 MB, attached)',
    );
    expect(text).toContain(
      'Rock Breaker: Breaker spec / EU https://shop.test/uploads/big.pdf (PDF, 12 MB)\n',
    );
  });

  it('other e-mails carry none', async () => {
    expect(
      (await renderEmail('quoteRequested', examples.quoteRequested, shop)).attachments,
    ).toEqual([]);
  });
});

describe('every e-mail template', () => {
  it.each(Object.keys(emailTemplates) as EmailTemplateName[])(
    '%s draws HTML and a text part in the shop look',
    async (name) => {
      const { html, text } = await renderEmail(name, examples[name], shop);
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toMatch(/<html[^>]* lang="en"/);
      expect(html).toContain('BuildRight Equipment');
      expect(html).toContain('info@shop.test');
      expect(text.length).toBeGreaterThan(10);
      expect(text).not.toContain('<');
    },
  );
});

describe('order e-mails', () => {
  it('list the lines, escape what customers typed and link signed-in buyers to their order', async () => {
    const { html, text } = await renderEmail('quoteRequested', { order, quote }, shop);
    expect(html).toContain('Pins &amp; Bushings');
    expect(text).toMatch(/Heavy-Duty Digging Bucket 24" +2 +\$899\.99 +\$1,799\.98/);
    expect(text).toMatch(/Total +\$1,859\.95/);
    expect(text).toContain('https://shop.test/account/orders/42');
  });

  it('keep a gap before every amount column, so narrow screens do not run the headings together', async () => {
    const { html } = await renderEmail('paymentReceived', examples.paymentReceived, shop);
    for (const heading of ['Qty', 'Unit price', 'Total']) {
      expect(html).toMatch(
        new RegExp(`<th[^>]*style="[^"]*padding:6px 0 6px 12px[^"]*"[^>]*>${heading}</th>`),
      );
    }
  });

  it('send guests to the order lookup with their order number, not to an account they lack', async () => {
    const { text } = await renderEmail(
      'quoteRequested',
      { order: { ...order, hasAccount: false }, quote },
      shop,
    );
    expect(text).not.toContain('/account/orders/');
    expect(text).toContain('https://shop.test/find-order?order=42');
  });

  it("every e-mail to the buyer about an order links to the order's page", async () => {
    const statuses = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
    for (const hasAccount of [true, false]) {
      const buyer = { ...order, hasAccount };
      const link = hasAccount
        ? 'https://shop.test/account/orders/42'
        : 'https://shop.test/find-order?order=42';
      const mails = [
        renderEmail('quoteRequested', { order: buyer, quote }, shop),
        renderEmail('paymentReceived', { order: { ...buyer, paymentMethod: 'card' } }, shop),
        ...statuses.map((status) =>
          renderEmail(
            'orderStatusChanged',
            { ...examples.orderStatusChanged, order: buyer, status },
            shop,
          ),
        ),
      ];
      for (const { html, text } of await Promise.all(mails)) {
        expect(text).toContain(link);
        expect(html).toMatch(/>View your (order|quote request)</);
      }
    }
  });

  it("link the shipment to the carrier's tracking page, with the carrier named", async () => {
    const { text } = await renderEmail('orderStatusChanged', examples.orderStatusChanged, shop);
    expect(text).toMatch(/Carrier +UPS/);
    expect(text).toMatch(/Tracking number +1Z999AA10123456784/);
    expect(text).toContain('Track your shipment with UPS');
    expect(text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    const fedex = await renderEmail(
      'orderStatusChanged',
      { ...examples.orderStatusChanged, trackingCarrier: 'fedex', trackingNumber: '7700 1234' },
      shop,
    );
    expect(fedex.text).toContain('https://www.fedex.com/fedextrack/?trknbr=7700%201234');
  });

  it('give only the number for another carrier, or one queued before carriers were asked', async () => {
    const { trackingCarrier: _carrier, ...queuedBefore } = examples.orderStatusChanged;
    for (const data of [{ ...queuedBefore, trackingCarrier: 'other' as const }, queuedBefore]) {
      const { text } = await renderEmail('orderStatusChanged', data, shop);
      expect(text).toMatch(/Tracking number +1Z999AA10123456784/);
      expect(text).not.toContain('Track your shipment');
      expect(text).not.toContain('ups.com');
    }
  });

  it('tell the buyer the order was delivered, with the link to it', async () => {
    const data = { ...examples.orderStatusChanged, status: 'delivered' as const };
    expect(emailTemplates.orderStatusChanged.subject(data)).toBe('Your order #42 was delivered');
    const { text } = await renderEmail('orderStatusChanged', data, shop);
    expect(text).toContain('Your order was delivered.');
    expect(text).not.toContain('Track your shipment');
    expect(text).toContain('https://shop.test/account/orders/42');
  });

  it("acknowledge a request in the shop's words only, never the requester's name or address", async () => {
    const stranger = {
      ...order,
      customerName: 'Buy cheap watches at spam.example',
      customerPhone: 'Call +1 555 SPAM',
      customerAddress: 'Visit https://spam.example now',
      hasAccount: false,
    };
    const { html, text } = await renderEmail('quoteRequested', { order: stranger, quote }, shop);
    for (const typed of ['spam.example', 'SPAM', 'Buy cheap']) {
      expect(html).not.toContain(typed);
      expect(text).not.toContain(typed);
    }
    expect(text).toContain('We received your quote request Q-000007');
    expect(text).toMatch(/Total +\$1,859\.95/);
  });

  it('send the shop straight to the paid order, or the quote request, in the admin site', async () => {
    const paid = await renderEmail('paymentReceivedShop', examples.paymentReceivedShop, shop);
    expect(paid.text).toContain('https://shop.test/admin-dashboard/orders/42');
    const requested = await renderEmail('quoteRequestedShop', examples.quoteRequestedShop, shop);
    expect(requested.text).toContain('https://shop.test/admin-dashboard/quotes/7');
  });

  it('name a quote request by its quote number, never as an order', async () => {
    for (const name of ['quoteRequested', 'quoteRequestedShop'] as const) {
      const subject = emailTemplates[name].subject(examples[name]);
      const { text } = await renderEmail(name, examples[name], shop);
      expect(subject).toContain('quote request Q-000007');
      expect(`${subject}\n${text}`).not.toMatch(/order #|#42/i);
    }
  });

  it('give the estimated delivery as the calendar day staff chose', async () => {
    const { text } = await renderEmail('orderStatusChanged', examples.orderStatusChanged, shop);
    expect(text).toMatch(/Estimated delivery +December 1, 2026/);
  });

  it('name their subject from the data', () => {
    expect(emailTemplates.orderStatusChanged.subject(examples.orderStatusChanged)).toBe(
      'Your order #42 has shipped',
    );
    expect(emailTemplates.contactShop.subject({ contact })).toBe('New contact form message');
  });
});

describe('contact e-mails', () => {
  it("acknowledge the sender in the shop's words only: nothing typed on the form goes back out", async () => {
    const subject = emailTemplates.contactCopy.subject({});
    const { html, text } = await renderEmail('contactCopy', {}, shop);
    expect(subject).toBe('We received your message');
    expect(text).toContain('We received your message and will get back to you within 24 hours');
    for (const typed of [contact.name, contact.subject, 'Which bucket fits']) {
      expect(html).not.toContain(typed);
      expect(text).not.toContain(typed);
    }
  });
});

it('refuses a template it does not know', async () => {
  await expect(renderEmail('nope', {}, shop)).rejects.toThrow('Unknown e-mail template "nope"');
});

describe('the back-in-stock e-mail', () => {
  it('links to the product and to its own unsubscribe page', async () => {
    const { html, text } = await renderEmail('backInStock', examples.backInStock, shop);
    expect(emailTemplates.backInStock.subject(examples.backInStock)).toBe(
      'Hydraulic Thumb is back in stock',
    );
    expect(html).toContain('href="https://shop.test/equipment/42"');
    expect(html).toContain('href="https://shop.test/back-in-stock/unsubscribe/tok-en_1"');
    expect(text).toContain('https://shop.test/back-in-stock/unsubscribe/tok-en_1');
  });
});

describe('company order e-mails', () => {
  it("ask the company's approvers, with the reason and how long the products are held", async () => {
    const { text } = await renderEmail('approvalRequested', examples.approvalRequested, shop);
    expect(emailTemplates.approvalRequested.subject(examples.approvalRequested)).toBe(
      'Order #42 needs your approval',
    );
    expect(text).toContain('It needs an approver: above the $2,500.00 order limit.');
    expect(text).toContain('We hold the products until December 4, 2026');
    expect(text).toContain('https://shop.test/account?tab=company');
  });

  it('tell the buyer of an approval with the terms and the due day, and of a rejection with its note', async () => {
    const approved = await renderEmail('orderOnAccount', examples.orderOnAccount, shop);
    expect(emailTemplates.orderOnAccount.subject(examples.orderOnAccount)).toBe(
      'Your order #42 was approved',
    );
    expect(approved.text).toContain('Alex Approver approved your order.');
    expect(approved.text).toMatch(/Invoice due +December 27, 2026/);
    const rejected = await renderEmail('approvalRejected', examples.approvalRejected, shop);
    expect(emailTemplates.approvalRejected.subject(examples.approvalRejected)).toBe(
      'Your order #42 was not approved',
    );
    expect(rejected.text).toContain('Use the rental unit instead');
  });

  it('ask the approvers of a card order, and send its buyer to pay once it is approved', async () => {
    const asked = await renderEmail(
      'approvalRequested',
      { ...examples.approvalRequested, order: { ...order, paymentMethod: 'card' } },
      shop,
    );
    expect(asked.text).toContain('for Digger & Sons, to pay by card once approved.');
    const approved = await renderEmail('approvedForCard', examples.approvedForCard, shop);
    expect(emailTemplates.approvedForCard.subject(examples.approvedForCard)).toBe(
      'Your order #42 was approved: pay by card',
    );
    expect(approved.text).toContain('Alex Approver approved your order for Digger & Sons.');
    expect(approved.text).toContain('by card by November 30, 2026');
    expect(approved.text).toContain('https://shop.test/account/orders/42/pay');
  });
});
