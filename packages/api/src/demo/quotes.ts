import { desc, eq, gte } from 'drizzle-orm';
import { adminUsers, products, quoteRevisions, quotes, type Database } from '@buildright/db';
import { fromCents, toCents } from '../shared/money.ts';
import { addDays, isoDate } from '../quotes/shared/quotes.ts';
import {
  acceptQuote,
  declineQuote,
  postBuyerMessage,
  closeQuote,
  lockQuote,
  type QuoteMailSettings,
  requestQuote,
  saveQuoteDraft,
  sendQuote,
  postStaffMessage,
} from '../quotes/index.ts';
const buyers = [
  {
    customerName: 'Avery Stone',
    customerEmail: 'avery@stone-civil.example',
    company: 'Stone Civil',
  },
  {
    customerName: 'Morgan Reyes',
    customerEmail: 'morgan@reyes-build.example',
    company: 'Reyes Build',
  },
  {
    customerName: 'Priya Natarajan',
    customerEmail: 'priya@northgrade.example',
    company: 'Northgrade',
  },
  {
    customerName: 'Sam Okafor',
    customerEmail: 'sam@okafor-earth.example',
    company: 'Okafor Earthworks',
  },
  {
    customerName: 'Lee Marsh',
    customerEmail: 'lee@marsh-demo.example',
    company: 'Marsh Demolition',
  },
  { customerName: 'Jo Becker', customerEmail: 'jo@becker-roads.example', company: 'Becker Roads' },
];

/**
 * A few quotes in each state for a new shop in demo mode, made through the same services staff
 * and buyers use, so a newcomer sees the whole quote desk at once.
 */
export async function seedDemoQuotes(db: Database, settings: QuoteMailSettings): Promise<void> {
  const [admin] = await db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .limit(1);
  const stocked = await db
    .select({ id: products.id, price: products.price, salePrice: products.salePrice })
    .from(products)
    .where(gte(products.stock, 10))
    .orderBy(desc(products.price));
  if (!admin || stocked.length < 2) return;
  const staff = { ...admin, ip: null };
  const [big, small] = [stocked[0]!, stocked.at(-1)!];
  const unitPrice = (product: typeof big, percentOff = 0) =>
    fromCents(Math.round((toCents(product.salePrice ?? product.price) * (100 - percentOff)) / 100));

  const request = async (buyer: (typeof buyers)[number]) => {
    const order = await requestQuote(
      db,
      {
        customerName: buyer.customerName,
        customerEmail: buyer.customerEmail,
        customerPhone: '+1 503 555 0199',
        customerAddress: `${buyer.company}\n400 Industrial Way\nPortland, OR 97210`,
        items: [
          { productId: big.id, quantity: 1 },
          { productId: small.id, quantity: 2 },
        ],
        customerId: null,
      },
      settings.shopEmail,
    );
    const [quote] = await db.select().from(quotes).where(eq(quotes.orderId, order.id));
    return quote!;
  };
  const send = async (quoteId: number, percentOff: number, note: string | null) => {
    await saveQuoteDraft(db, staff, quoteId, {
      lines: [
        { productId: big.id, quantity: 1, unitPrice: unitPrice(big, 3) },
        { productId: small.id, quantity: 2, unitPrice: unitPrice(small) },
      ],
      discount: percentOff ? { type: 'percent', percent: String(percentOff) } : null,
      deliveryCharge: '250.00',
      validUntil: addDays(isoDate(new Date()), 14),
      note,
    });
    await sendQuote(db, staff, quoteId, settings);
  };

  await request(buyers[0]!);

  const quoted = await request(buyers[1]!);
  await send(quoted.id, 5, 'Prices include the quick coupler fitting. Delivery on a low-loader.');

  const changes = await request(buyers[2]!);
  await send(changes.id, 0, null);
  await postBuyerMessage(
    db,
    changes.token,
    {
      message: 'Could you add a third unit of the smaller item and deliver by Friday?',
      requestChanges: true,
    },
    settings,
  );

  const ordered = await request(buyers[3]!);
  await send(ordered.id, 10, 'Thank you for your repeat business.');
  await postStaffMessage(db, staff, ordered.id, 'Delivery booked for Tuesday morning.', settings);
  await acceptQuote(db, ordered.token, { method: 'po', poNumber: 'PO-4471' }, settings);

  const declined = await request(buyers[4]!);
  await send(declined.id, 0, null);
  await declineQuote(db, declined.token, 'We went with a rental for this job.', settings);

  const expired = await request(buyers[5]!);
  await send(expired.id, 0, null);
  await db.transaction(async (tx) => {
    await tx
      .update(quoteRevisions)
      .set({ validUntil: addDays(isoDate(new Date()), -1) })
      .where(eq(quoteRevisions.quoteId, expired.id));
    await closeQuote(tx, await lockQuote(tx, eq(quotes.id, expired.id)), 'expired');
  });
}
