import { readFileSync } from 'node:fs';
import { renderEmail } from '@buildright/api';
import { outboxEmails } from '@buildright/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { quoteShop, requestQuote } from '../quotes/helpers.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp, bucketId: number;
beforeAll(async () => {
  ({ t, bucketId } = await quoteShop());
});
afterAll(() => t.close());

const migration = readFileSync(
  new URL('../../../../packages/db/migrations/0023_quote_request_mail.sql', import.meta.url),
  'utf8',
);

it('gives e-mails queued under the old quote request names the new ones and their quote', async () => {
  const { quoteId, orderId } = await requestQuote(t, [{ productId: bucketId, quantity: 1 }]);
  const order = {
    id: orderId,
    customerName: 'Jordan Miller',
    customerEmail: 'jordan@miller-build.com',
    customerPhone: null,
    customerAddress: '12 Quarry Road, Salem',
    total: '850.00',
    paymentMethod: 'quote',
    hasAccount: false,
    lines: [{ name: 'Bucket', quantity: 1, unitPrice: '850.00', lineTotal: '850.00' }],
  };
  const queued = (template: string, status: 'pending' | 'failed' | 'sent') => ({
    template,
    recipient: 'jordan@miller-build.com',
    subject: `We received your order #${orderId}`,
    data: { order },
    status,
  });
  const [pending, failed, sent] = await t.db
    .insert(outboxEmails)
    .values([
      queued('orderReceived', 'pending'),
      queued('orderReceivedShop', 'failed'),
      queued('orderReceived', 'sent'),
    ])
    .returning({ id: outboxEmails.id });

  await t.db.execute(sql.raw(migration));

  const row = async (id: number) =>
    (await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;
  const number = `Q-${String(quoteId).padStart(6, '0')}`;
  expect(await row(pending!.id)).toMatchObject({
    template: 'quoteRequested',
    data: { order, quote: { id: quoteId, number } },
  });
  expect((await row(failed!.id)).template).toBe('quoteRequestedShop');
  expect((await row(sent!.id)).template).toBe('orderReceived');

  const shop = { name: 'BuildRight Equipment', email: 'info@shop.test', url: 'https://shop.test' };
  const { text } = await renderEmail('quoteRequested', (await row(pending!.id)).data, shop);
  expect(text).toContain(`quote request ${number}`);
});
