import { and, asc, desc, eq } from 'drizzle-orm';
import { customerAddresses, localUsers, type Database, type Transaction } from '@buildright/db';
import { conflict, notFound } from '../errors.ts';
import { MAX_SAVED_ADDRESSES, type AddressValues } from './shared/account.ts';

export interface SavedAddress {
  id: number;
  label: string;
  recipientName: string;
  phone: string | null;
  company: string | null;
  address: string;
  isDefault: boolean;
}

const addressColumns = {
  id: customerAddresses.id,
  label: customerAddresses.label,
  recipientName: customerAddresses.recipientName,
  phone: customerAddresses.phone,
  company: customerAddresses.company,
  address: customerAddresses.address,
  isDefault: customerAddresses.isDefault,
};

const noSuchAddress = (id: number) => notFound(`No saved address with id ${id}`);

const ownAddress = (customerId: number, id: number) =>
  and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId));

/**
 * One customer's address changes take turns (their account row is the lock), so the address
 * limit and the single default hold when two tabs save at once.
 */
async function lockAddressBook(tx: Transaction, customerId: number): Promise<void> {
  await tx
    .select({ id: localUsers.id })
    .from(localUsers)
    .where(eq(localUsers.id, customerId))
    .for('update');
}

async function clearDefault(tx: Transaction, customerId: number): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)),
    );
}

/** The default address first, then the others in the order they were saved. */
export function listAddresses(db: Database, customerId: number): Promise<SavedAddress[]> {
  return db
    .select(addressColumns)
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
}

/** The first address saved becomes the default. */
export function addAddress(
  db: Database,
  customerId: number,
  values: AddressValues,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, customerId);
    const saved = await tx.$count(customerAddresses, eq(customerAddresses.customerId, customerId));
    if (saved >= MAX_SAVED_ADDRESSES) {
      throw conflict(
        `You can save up to ${MAX_SAVED_ADDRESSES} addresses; delete one to add another`,
      );
    }
    const isDefault = values.isDefault || saved === 0;
    if (isDefault) await clearDefault(tx, customerId);
    const [created] = await tx
      .insert(customerAddresses)
      .values({ ...values, customerId, isDefault })
      .returning(addressColumns);
    return created!;
  });
}

/** The default address stays the default until another one is made the default. */
export function updateAddress(
  db: Database,
  customerId: number,
  id: number,
  values: AddressValues,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, customerId);
    const [current] = await tx
      .select({ isDefault: customerAddresses.isDefault })
      .from(customerAddresses)
      .where(ownAddress(customerId, id));
    if (!current) throw noSuchAddress(id);
    const isDefault = values.isDefault || current.isDefault;
    if (isDefault && !current.isDefault) await clearDefault(tx, customerId);
    const [updated] = await tx
      .update(customerAddresses)
      .set({ ...values, isDefault, updatedAt: new Date() })
      .where(ownAddress(customerId, id))
      .returning(addressColumns);
    return updated!;
  });
}

export function makeDefaultAddress(
  db: Database,
  customerId: number,
  id: number,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, customerId);
    const [current] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(ownAddress(customerId, id));
    if (!current) throw noSuchAddress(id);
    await clearDefault(tx, customerId);
    const [updated] = await tx
      .update(customerAddresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(ownAddress(customerId, id))
      .returning(addressColumns);
    return updated!;
  });
}

/** Deleting the default makes the oldest remaining address the default. */
export async function deleteAddress(db: Database, customerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, customerId);
    const [deleted] = await tx
      .delete(customerAddresses)
      .where(ownAddress(customerId, id))
      .returning({ isDefault: customerAddresses.isDefault });
    if (!deleted) throw noSuchAddress(id);
    if (!deleted.isDefault) return;
    const [oldest] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(asc(customerAddresses.id))
      .limit(1);
    if (oldest) {
      await tx
        .update(customerAddresses)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(eq(customerAddresses.id, oldest.id));
    }
  });
}
