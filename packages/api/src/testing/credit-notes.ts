import { invoices } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { companyAdmin } from './companies.ts';
import { addCategory, addProduct, buyer as checkout, newStaff } from './fixtures.ts';
import type { TestShop } from './test-shop.ts';

/**
 * A company on Net 30 whose admin bought on account at $100.00 a unit, through the procedures:
 * `returned`, three units of which one came back ($300.00 billed, a $100.00 credit note from its
 * return: $200.00 owed); `overCredited`, two units, $150.00 paid, then $120.00 of goodwill
 * ($50.00 on the invoice, $70.00 to the company's credit: nothing owed). `place(units)` buys
 * again on account: its invoice takes the company's credit.
 */
export async function creditedAccount(shop: TestShop) {
  const owner = await newStaff(shop, 'owner');
  const admin = await companyAdmin(shop, `Credit Notes Co ${Date.now()}`);
  await owner.api.companies.staff.setTerms({
    id: admin.companyId,
    paymentTerms: 'net30',
    creditLimit: '5000.00',
    creditHold: false,
    graceDays: 3,
  });
  const product = await addProduct(shop.db, {
    categoryId: (await addCategory(shop.db)).id,
    price: '100.00',
    stock: 50,
  });
  const place = async (units: number) => {
    const placed = await admin.api.companies.member.placeOnAccount({
      ...checkout,
      items: [{ productId: product.id, quantity: units }],
    });
    return placed.id;
  };

  const returned = await place(3);
  await owner.api.orders.update({ id: returned, values: { status: 'delivered' } });
  const [line] = (await admin.api.account.orders.byId({ id: returned })).lines;
  const asked = await admin.api.returns.request({
    id: returned,
    lines: [{ itemId: line!.itemId, quantity: 1 }],
    reason: 'damaged',
  });
  await owner.api.returns.approve({ id: asked.id });
  await owner.api.returns.receive({
    id: asked.id,
    lines: [{ itemId: line!.itemId, quantity: 1, restock: true }],
  });
  const refundedReturn = await owner.api.returns.refund({ id: asked.id });

  const overCredited = await place(2);
  await owner.api.companies.staff.recordPayment({
    invoiceId: await invoiceIdOf(shop, overCredited),
    amount: '150.00',
    reference: 'Wire 5512',
  });
  const goodwill = await owner.api.refunds.create({
    id: overCredited,
    amount: '120.00',
    reason: 'goodwill',
  });

  return {
    admin,
    place,
    returned: { orderId: returned, rma: asked.number, refundId: refundedReturn.refunds[0]!.id },
    overCredited: { orderId: overCredited, refundId: goodwill.id },
  };
}

async function invoiceIdOf(shop: TestShop, orderId: number): Promise<number> {
  const [invoice] = await shop.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return invoice!.id;
}
