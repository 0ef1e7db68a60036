import type { Return } from '@buildright/api/shared';
import { shopTheme } from '@buildright/ui';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ReturnStatusView } from './ReturnStatusView.tsx';

const claim: Return = {
  id: 7,
  number: 'RMA-000007',
  orderId: 42,
  kind: 'warranty',
  status: 'requested',
  reason: 'defective',
  note: 'The pump whines under load',
  rejectionReason: null,
  requestedBy: 'Casey Builder',
  replacementOrderId: null,
  customerName: 'Casey Builder',
  customerEmail: 'casey@example.com',
  lines: [
    {
      itemId: 3,
      productId: 9,
      name: 'Hydraulic Pump',
      unitPrice: '120.00',
      quantity: 1,
      receivedQuantity: null,
      restock: null,
    },
  ],
  refunds: [],
  photos: [],
  createdAt: new Date('2027-01-16T12:00:00Z'),
  updatedAt: new Date('2027-01-16T12:00:00Z'),
};

const cancel = { confirm: () => undefined, pending: false, error: null };

/** The page's markup as a buyer's browser gets it, on the account's page or in a dialog. */
function htmlOf(found: Return, inDialog = false) {
  return renderToString(
    <MantineProvider theme={shopTheme}>
      <MemoryRouter>
        <ReturnStatusView found={found} cancel={cancel} inDialog={inDialog} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

/** The page's words as a buyer reads them. */
function textOf(found: Return, inDialog = false) {
  return htmlOf(found, inDialog)
    .replace(/<style[^]*?<\/style>|<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe("a warranty claim's status page", () => {
  it('names the replacement order of a replaced claim', () => {
    const text = textOf({ ...claim, status: 'replaced', replacementOrderId: 57 });
    expect(text).toContain('Warranty claim RMA-000007');
    expect(text).toContain('We are sending a replacement at no charge');
    expect(text).toContain('Replacement: order #57');
    expect(text).toContain('What you told us: “The pump whines under load”');
    expect(text).toContain('Claimed');
    expect(text).not.toContain('Received');
    expect(text).not.toContain('Refunds');
  });

  it('lists the refund of a refunded claim', () => {
    const text = textOf({
      ...claim,
      status: 'refunded',
      refunds: [
        {
          id: 1,
          amount: '120.00',
          status: 'succeeded',
          method: 'card',
          reason: 'return',
          createdAt: new Date('2027-01-17T12:00:00Z'),
        },
      ],
    });
    expect(text).toContain('Refunded. The refund is listed below.');
    expect(text).toContain('$120.00');
    expect(text).not.toContain('Replacement:');
  });

  it("names a replaced claim's replacement without the account's link in a guest's dialog", () => {
    const replaced = { ...claim, status: 'replaced' as const, replacementOrderId: 57 };
    expect(htmlOf(replaced)).toContain('href="/account/orders/57"');
    expect(htmlOf(replaced, true)).not.toContain('href="/account/orders/57"');
    expect(textOf(replaced, true)).toContain('Replacement: order #57');
  });

  it("shows a claim's photos and offers to cancel it while requested", () => {
    const url = '/api/return-photos/a1?expires=1&amp;signature=s';
    const html = htmlOf({
      ...claim,
      photos: [{ id: 'a1', url: '/api/return-photos/a1?expires=1&signature=s' }],
    });
    expect(html).toContain(`src="${url}"`);
    expect(html).toContain('alt="Photo 1 of RMA-000007"');
    expect(textOf(claim)).toContain('Cancel this warranty claim');
  });

  it('says why a rejected claim was not accepted', () => {
    const text = textOf({ ...claim, status: 'rejected', rejectionReason: 'Worn, not defective' });
    expect(text).toContain('We could not accept this claim.');
    expect(text).toContain('Why: Worn, not defective');
  });
});
