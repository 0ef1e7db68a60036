// "E-mail me when it is back": asking, leaving, and turning a product's return into e-mails.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { backInStockRequests, categories, products, type Database } from '@buildright/db';
import { conflict, notFound } from '../../errors.ts';
import { enqueueEmail } from '../../mail/index.ts';
import { rowsOf } from '../../database/index.ts';

/** How many due requests one pass turns into e-mails; the mail worker passes again while full. */
const BATCH = 100;

interface BackInStockRequest {
  productId: number;
  productName: string;
  email: string;
}

/**
 * Asks for an e-mail when an out-of-stock product returns; asking again changes nothing. A product
 * in stock, or one the shop does not show, cannot be asked for.
 */
export async function requestBackInStock(
  db: Database,
  productId: number,
  email: string,
): Promise<BackInStockRequest> {
  const [product] = await db
    .select({ name: products.name, stock: products.stock })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(eq(products.id, productId), eq(products.isActive, true), eq(categories.isActive, true)),
    );
  if (!product) throw notFound(`No product with id ${productId}`);
  if (product.stock > 0) {
    throw conflict(`${product.name} is in stock (${product.stock} left): add it to your cart`);
  }
  const address = email.toLowerCase();
  await db
    .insert(backInStockRequests)
    .values({ productId, email: address, token: randomBytes(24).toString('base64url') })
    .onConflictDoNothing();
  return { productId, productName: product.name, email: address };
}

/** The unsubscribe link: the request is gone, and so is any e-mail it would still cause. */
export async function cancelBackInStock(
  db: Database,
  token: string,
): Promise<{ productName: string }> {
  const rows = rowsOf<{ productName: string }>(
    await db.execute(sql`delete from ${backInStockRequests} r using ${products} p
      where r.token = ${token} and p.id = r.product_id
      returning p.name as "productName"`),
  );
  if (!rows[0]) throw notFound('This link is no longer valid: you will not get that e-mail');
  return rows[0];
}

interface DueRequest {
  id: number;
  email: string;
  token: string;
  productId: number;
  productName: string;
  shown: boolean;
  stock: number;
}

/**
 * Turns the requests the trigger marked due into e-mails, in one transaction per batch, each
 * request locked so that two processes never queue the same one. A product sold out or hidden
 * again before its turn sends nothing; its requests wait for the next return. Answers how many
 * requests were handled.
 */
export async function queueBackInStockEmails(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const due = rowsOf<DueRequest>(
      await tx.execute(sql`select r.id, r.email, r.token, p.id as "productId",
          p.name as "productName", p.is_active and c.is_active as shown, p.stock
        from ${backInStockRequests} r
        join ${products} p on p.id = r.product_id
        join ${categories} c on c.id = p.category_id
        where r.due_at is not null
        order by r.due_at, r.id
        limit ${BATCH}
        for update of r skip locked`),
    );
    if (due.length === 0) return 0;
    const back = due.filter((request) => request.shown && request.stock > 0);
    for (const request of back) {
      await enqueueEmail(
        tx,
        'backInStock',
        { to: request.email },
        {
          productId: request.productId,
          productName: request.productName,
          unsubscribeToken: request.token,
        },
      );
    }
    await tx
      .update(backInStockRequests)
      .set({ dueAt: null })
      .where(
        inArray(
          backInStockRequests.id,
          due.map((request) => request.id),
        ),
      );
    if (back.length > 0) {
      await tx
        .update(backInStockRequests)
        .set({ notifiedAt: sql`now()` })
        .where(
          inArray(
            backInStockRequests.id,
            back.map((request) => request.id),
          ),
        );
    }
    return due.length;
  });
}
