import { quotes, type Database } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { addDays, isoDate } from '../shared/index.ts';
import { addCategory, addProduct, buyer, newStaff } from './fixtures.ts';
import { createTestShop, type TestShop } from './test-shop.ts';

type Api = ReturnType<TestShop['as']>;
type RevisionInput = Parameters<Api['quotes']['staff']['saveDraft']>[0]['revision'];

export const inDays = (days: number) => addDays(isoDate(new Date()), days);

/** A revision of these lines, valid two weeks, with no discount, delivery or note by default. */
export function revision(lines: RevisionInput['lines'], extra: Partial<RevisionInput> = {}) {
  return {
    lines,
    discount: null,
    deliveryCharge: '0.00',
    validUntil: inDays(14),
    note: null,
    ...extra,
  };
}

/**
 * An excavator and a discounted bucket, stocked for the many guest requests a test file makes:
 * guests' requests may hold only half of a product.
 */
export async function quotedProducts(db: Database) {
  const category = await addCategory(db);
  const excavator = await addProduct(db, {
    categoryId: category.id,
    price: '12000.00',
    stock: 50,
  });
  const bucket = await addProduct(db, {
    categoryId: category.id,
    price: '900.00',
    salePrice: '850.00',
    stock: 100,
  });
  return { excavatorId: excavator.id, bucketId: bucket.id };
}

/** The shop with a staff member (an owner) and the quoted products. */
export async function quoteShop() {
  const shop = await createTestShop();
  const staff = (await newStaff(shop, 'owner')).api;
  return { shop, staff, ...(await quotedProducts(shop.db)) };
}

/** A quote request as the checkout places it, by a guest unless told: its order and quote. */
export async function requestQuote(
  shop: TestShop,
  items: { productId: number; quantity: number }[],
  who: Api = shop.as(),
) {
  const order = await who.checkout.requestQuote({ ...buyer, items });
  const [quote] = await shop.db.select().from(quotes).where(eq(quotes.orderId, order.id));
  return { orderId: order.id, quoteId: quote!.id, token: quote!.token };
}

/** Staff write a draft and send it: the quote as staff then read it. */
export async function priceAndSend(staff: Api, quoteId: number, draft: RevisionInput) {
  await staff.quotes.staff.saveDraft({ id: quoteId, revision: draft });
  return staff.quotes.staff.send({ id: quoteId });
}

/** A guest's request for one of a product, priced at `unitPrice` a piece and sent. */
export async function sentQuote(shop: TestShop, staff: Api, productId: number, unitPrice: string) {
  const request = await requestQuote(shop, [{ productId, quantity: 1 }]);
  await priceAndSend(staff, request.quoteId, revision([{ productId, quantity: 1, unitPrice }]));
  return request;
}

/** The mail sent since the last call (or the outbox was emptied), as `to: subject`. */
export async function mailSubjects(shop: Pick<TestShop, 'deliverMail' | 'outbox'>) {
  await shop.deliverMail();
  return shop.outbox.splice(0).map((mail) => `${mail.to}: ${mail.subject}`);
}
