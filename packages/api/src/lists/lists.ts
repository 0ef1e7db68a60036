// Saved lists (requisition lists): a customer's named sets of products and quantities, kept for
// themselves or shared with their company.
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import {
  categories,
  companyMembers,
  localUsers,
  products,
  savedListLines,
  savedLists,
  type Database,
  type Transaction,
} from '@buildright/db';
import { accountName } from '../customers/index.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { MAX_LINE_QUANTITY } from '../orders/shared/line-quantity.ts';
import { assertSoldProducts, listProductColumns, toListProduct } from './list-products.ts';
import { buyerUnitPrices, companyOfCustomer } from '../pricing/index.ts';
import {
  MAX_SAVED_LIST_LINES,
  MAX_SAVED_LISTS,
  type ListChangeInput,
  type ListLineInput,
  type SavedList,
  type SavedListSummary,
} from './shared/lists.ts';

const noSuchList = (id: number) => notFound(`No list with id ${id}`);

/**
 * Lists the customer may read: their own, and those shared with a company they and the list's
 * maker both belong to now (a member removed from the company hands their shared lists to an
 * admin first: hand-over.ts).
 */
const readableBy = (customerId: number) =>
  or(
    eq(savedLists.customerId, customerId),
    sql`(${savedLists.companyId} is not null and exists (
      select 1 from ${companyMembers} reader join ${companyMembers} maker using (company_id)
      where reader.customer_id = ${customerId} and maker.customer_id = ${savedLists.customerId}
        and reader.company_id = ${savedLists.companyId}))`,
  );

const lineCount = sql<number>`(select count(*)::int from ${savedListLines}
  where ${savedListLines.listId} = ${savedLists.id})`;

const summaryColumns = (customerId: number) => ({
  id: savedLists.id,
  name: savedLists.name,
  lineCount,
  shared: sql<boolean>`${savedLists.companyId} is not null`,
  mine: sql<boolean>`${savedLists.customerId} = ${customerId}`,
  madeBy: accountName,
  updatedAt: savedLists.updatedAt,
});

/** Most lists shown at once: the customer's own, and this many shared by colleagues. */
const MAX_SHARED_LISTS_SHOWN = 100;

/** The customer's lists, then those their company shares, each the one changed last first. */
export function listSavedLists(db: Database, customerId: number): Promise<SavedListSummary[]> {
  const columns = summaryColumns(customerId);
  return db
    .select(columns)
    .from(savedLists)
    .innerJoin(localUsers, eq(localUsers.id, savedLists.customerId))
    .where(readableBy(customerId))
    .orderBy(desc(columns.mine), desc(savedLists.updatedAt), desc(savedLists.id))
    .limit(MAX_SAVED_LISTS + MAX_SHARED_LISTS_SHOWN);
}

/** One list the customer may read, with its products as the catalogue sells them today. */
export async function getSavedList(
  db: Database | Transaction,
  customerId: number,
  id: number,
): Promise<SavedList> {
  const [list] = await db
    .select({ ...summaryColumns(customerId), createdAt: savedLists.createdAt })
    .from(savedLists)
    .innerJoin(localUsers, eq(localUsers.id, savedLists.customerId))
    .where(and(eq(savedLists.id, id), readableBy(customerId)));
  if (!list) throw noSuchList(id);
  const lines = await db
    .select({ quantity: savedListLines.quantity, product: listProductColumns })
    .from(savedListLines)
    .innerJoin(products, eq(products.id, savedListLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(savedListLines.listId, id))
    .orderBy(asc(savedListLines.createdAt), asc(savedListLines.productId));
  // Priced for the reader, who may buy at their company's prices.
  const unitCents = await buyerUnitPrices(db, await companyOfCustomer(db, customerId), lines);
  return {
    ...list,
    lines: lines.map(({ quantity, product }, index) => ({
      quantity,
      product: toListProduct(product, unitCents[index]!),
    })),
  };
}

/**
 * The customer's own list, locked for this transaction: its changes take turns. A colleague's
 * shared list is read and ordered from, never changed.
 */
async function lockOwnList(tx: Transaction, customerId: number, id: number): Promise<void> {
  const [list] = await tx
    .select({ customerId: savedLists.customerId })
    .from(savedLists)
    .where(and(eq(savedLists.id, id), readableBy(customerId)))
    .for('update');
  if (!list) throw noSuchList(id);
  if (list.customerId !== customerId) {
    throw forbidden('Only the colleague who made a shared list can change it');
  }
}

/** The company to share a list with (null: not shared), or nothing when sharing is not asked about. */
async function companyToShareWith(
  tx: Transaction,
  customerId: number,
  shared: boolean | undefined,
): Promise<number | null | undefined> {
  if (!shared) return shared === undefined ? undefined : null;
  const [member] = await tx
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.customerId, customerId));
  if (!member) throw conflict('Join or set up a company to share a list with it');
  return member.companyId;
}

async function insertLines(tx: Transaction, listId: number, lines: readonly ListLineInput[]) {
  if (lines.length === 0) return;
  await tx.insert(savedListLines).values(lines.map((line) => ({ ...line, listId })));
}

const touch = (
  tx: Transaction,
  id: number,
  change: { name?: string; companyId?: number | null } = {},
) =>
  tx
    .update(savedLists)
    .set({ updatedAt: new Date(), ...change })
    .where(eq(savedLists.id, id));

/**
 * A new list, with the lines given. The customer's account row is the lock, so two tabs creating
 * lists at once cannot pass the limit together.
 */
export function createSavedList(
  db: Database,
  customerId: number,
  input: { name: string; lines: readonly ListLineInput[]; shared?: boolean },
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
    const companyId = await companyToShareWith(tx, customerId, input.shared ?? false);
    const [created] = await tx
      .insert(savedLists)
      .values({ customerId, name: input.name, companyId })
      .returning({ id: savedLists.id });
    await insertLines(tx, created!.id, input.lines);
    return getSavedList(tx, customerId, created!.id);
  });
}

/** Renames a list, replaces its lines (a line left out is removed), shares it, or any of them. */
export function changeSavedList(
  db: Database,
  customerId: number,
  id: number,
  change: ListChangeInput,
): Promise<SavedList> {
  return db.transaction(async (tx) => {
    await lockOwnList(tx, customerId, id);
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
    const companyId = await companyToShareWith(tx, customerId, change.shared);
    await touch(tx, id, {
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(companyId === undefined ? {} : { companyId }),
    });
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
    await lockOwnList(tx, customerId, id);
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

export function deleteSavedList(
  db: Database,
  customerId: number,
  id: number,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await lockOwnList(tx, customerId, id);
    await tx.delete(savedLists).where(eq(savedLists.id, id));
    return { id };
  });
}
