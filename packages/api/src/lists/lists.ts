// Saved lists (requisition lists): a customer's named sets of products and quantities.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  categories,
  localUsers,
  products,
  savedListLines,
  savedLists,
  type Database,
  type Transaction,
} from '@buildright/db';
import { conflict, notFound } from '../errors.ts';
import { MAX_LINE_QUANTITY } from '../orders/shared/order-input.ts';
import { assertSoldProducts, listProductColumns, toListProduct } from './list-products.ts';
import {
  MAX_SAVED_LIST_LINES,
  MAX_SAVED_LISTS,
  type ListChangeInput,
  type ListLineInput,
  type SavedList,
  type SavedListSummary,
} from './shared/lists.ts';

const noSuchList = (id: number) => notFound(`No list with id ${id}`);

const ownList = (customerId: number, id: number) =>
  and(eq(savedLists.id, id), eq(savedLists.customerId, customerId));

const lineCount = sql<number>`(select count(*)::int from ${savedListLines}
  where ${savedListLines.listId} = ${savedLists.id})`;

const summaryColumns = {
  id: savedLists.id,
  name: savedLists.name,
  lineCount,
  updatedAt: savedLists.updatedAt,
};

/** The customer's lists, the one changed last first. */
export function listSavedLists(db: Database, customerId: number): Promise<SavedListSummary[]> {
  return db
    .select(summaryColumns)
    .from(savedLists)
    .where(eq(savedLists.customerId, customerId))
    .orderBy(desc(savedLists.updatedAt), desc(savedLists.id))
    .limit(MAX_SAVED_LISTS);
}

/** One of the customer's lists with its products as the catalogue sells them today. */
export async function getSavedList(
  db: Database | Transaction,
  customerId: number,
  id: number,
): Promise<SavedList> {
  const [list] = await db
    .select({ ...summaryColumns, createdAt: savedLists.createdAt })
    .from(savedLists)
    .where(ownList(customerId, id));
  if (!list) throw noSuchList(id);
  const lines = await db
    .select({ quantity: savedListLines.quantity, product: listProductColumns })
    .from(savedListLines)
    .innerJoin(products, eq(products.id, savedListLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(savedListLines.listId, id))
    .orderBy(asc(savedListLines.createdAt), asc(savedListLines.productId));
  return {
    ...list,
    lines: lines.map((line) => ({ quantity: line.quantity, product: toListProduct(line.product) })),
  };
}

/** The customer's list, locked for this transaction: its changes take turns. */
async function lockList(tx: Transaction, customerId: number, id: number): Promise<void> {
  const [list] = await tx
    .select({ id: savedLists.id })
    .from(savedLists)
    .where(ownList(customerId, id))
    .for('update');
  if (!list) throw noSuchList(id);
}

async function insertLines(tx: Transaction, listId: number, lines: readonly ListLineInput[]) {
  if (lines.length === 0) return;
  await tx.insert(savedListLines).values(lines.map((line) => ({ ...line, listId })));
}

const touch = (tx: Transaction, id: number, name?: string) =>
  tx
    .update(savedLists)
    .set({ updatedAt: new Date(), ...(name === undefined ? {} : { name }) })
    .where(eq(savedLists.id, id));

/**
 * A new list, with the lines given. The customer's account row is the lock, so two tabs creating
 * lists at once cannot pass the limit together.
 */
export function createSavedList(
  db: Database,
  customerId: number,
  input: { name: string; lines: readonly ListLineInput[] },
): Promise<SavedList> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: localUsers.id })
      .from(localUsers)
      .where(eq(localUsers.id, customerId))
      .for('update');
    const kept = await tx.$count(savedLists, eq(savedLists.customerId, customerId));
    if (kept >= MAX_SAVED_LISTS) {
      throw conflict(`You can keep up to ${MAX_SAVED_LISTS} lists; delete one to make another`);
    }
    await assertSoldProducts(
      tx,
      input.lines.map((line) => line.productId),
    );
    const [created] = await tx
      .insert(savedLists)
      .values({ customerId, name: input.name })
      .returning({ id: savedLists.id });
    await insertLines(tx, created!.id, input.lines);
    return getSavedList(tx, customerId, created!.id);
  });
}

/** Renames a list, or replaces its lines (a line left out is removed), or both. */
export function changeSavedList(
  db: Database,
  customerId: number,
  id: number,
  change: ListChangeInput,
): Promise<SavedList> {
  return db.transaction(async (tx) => {
    await lockList(tx, customerId, id);
    if (change.lines) {
      // A product the shop stopped selling may stay on the list as it was; only new ones are checked.
      const kept = await tx
        .select({ productId: savedListLines.productId })
        .from(savedListLines)
        .where(eq(savedListLines.listId, id));
      const keptIds = new Set(kept.map((line) => line.productId));
      await assertSoldProducts(
        tx,
        change.lines.map((line) => line.productId).filter((productId) => !keptIds.has(productId)),
      );
      await tx.delete(savedListLines).where(eq(savedListLines.listId, id));
      await insertLines(tx, id, change.lines);
    }
    await touch(tx, id, change.name);
    return getSavedList(tx, customerId, id);
  });
}

/**
 * Adds products to a list; a product it holds takes the quantity on top. Refused whole when a
 * line would pass the most one order line may hold, or the list would pass its size.
 */
export function addToSavedList(
  db: Database,
  customerId: number,
  id: number,
  lines: readonly ListLineInput[],
): Promise<SavedList> {
  return db.transaction(async (tx) => {
    await lockList(tx, customerId, id);
    await assertSoldProducts(
      tx,
      lines.map((line) => line.productId),
    );
    const held = await tx
      .select({ productId: savedListLines.productId, quantity: savedListLines.quantity })
      .from(savedListLines)
      .where(eq(savedListLines.listId, id));
    const heldQuantity = new Map(held.map((line) => [line.productId, line.quantity]));
    const added = lines.filter((line) => !heldQuantity.has(line.productId)).length;
    if (held.length + added > MAX_SAVED_LIST_LINES) {
      throw conflict(`A list holds at most ${MAX_SAVED_LIST_LINES} products`);
    }
    for (const line of lines) {
      const quantity = (heldQuantity.get(line.productId) ?? 0) + line.quantity;
      if (quantity > MAX_LINE_QUANTITY) {
        throw conflict(
          `A list holds at most ${MAX_LINE_QUANTITY} of a product; it has ${heldQuantity.get(line.productId)} of product ${line.productId}`,
        );
      }
    }
    await tx
      .insert(savedListLines)
      .values(lines.map((line) => ({ ...line, listId: id })))
      .onConflictDoUpdate({
        target: [savedListLines.listId, savedListLines.productId],
        set: { quantity: sql`${savedListLines.quantity} + excluded.quantity` },
      });
    await touch(tx, id);
    return getSavedList(tx, customerId, id);
  });
}

export async function deleteSavedList(
  db: Database,
  customerId: number,
  id: number,
): Promise<{ id: number }> {
  const deleted = await db
    .delete(savedLists)
    .where(ownList(customerId, id))
    .returning({ id: savedLists.id });
  if (deleted.length === 0) throw noSuchList(id);
  return { id };
}
