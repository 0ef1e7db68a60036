// A company's price list, as staff read and replace it (issue 20 §4).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  categories,
  companies,
  companyCategoryDiscounts,
  companyProductPrices,
  products,
  type AuditChange,
  type Database,
  type Transaction,
} from '@buildright/db';
import { invalidFields, notFound, type FieldIssue } from '../errors.ts';
import { recordAudit, type StaffActor } from '../audit/index.ts';
import { publish } from '../events/index.ts';
import type { PriceList, PriceListValues } from './shared/price-list.ts';

declare module '../events/events.ts' {
  interface DomainEvents {
    /** The company's price list was replaced: what its members pay may have changed. */
    'price_list.changed': { companyId: number };
  }
}

/** The company's price list, categories by name and products by SKU. */
export async function getPriceList(
  db: Database | Transaction,
  companyId: number,
): Promise<PriceList> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound(`No company with id ${companyId}`);
  const [discounts, prices] = await Promise.all([
    db
      .select({
        categoryId: companyCategoryDiscounts.categoryId,
        name: categories.name,
        percentOff: companyCategoryDiscounts.percentOff,
      })
      .from(companyCategoryDiscounts)
      .innerJoin(categories, eq(categories.id, companyCategoryDiscounts.categoryId))
      .where(eq(companyCategoryDiscounts.companyId, companyId))
      .orderBy(asc(sql`lower(${categories.name})`)),
    db
      .select({
        productId: companyProductPrices.productId,
        sku: products.sku,
        name: products.name,
        listPrice: products.price,
        price: companyProductPrices.price,
      })
      .from(companyProductPrices)
      .innerJoin(products, eq(products.id, companyProductPrices.productId))
      .where(eq(companyProductPrices.companyId, companyId))
      .orderBy(asc(products.sku)),
  ]);
  return { companyId, categories: discounts, products: prices };
}

/** The ids of the list's categories and SKUs; a 400 naming each entry that names nothing. */
async function resolveEntries(tx: Transaction, values: PriceListValues) {
  const issues: FieldIssue[] = [];
  const categoryIds = values.categories.map((entry) => entry.categoryId);
  const skus = values.products.map((entry) => entry.sku);
  const knownCategories = new Set(
    categoryIds.length === 0
      ? []
      : (
          await tx
            .select({ id: categories.id })
            .from(categories)
            .where(inArray(categories.id, categoryIds))
        ).map((row) => row.id),
  );
  const productIdBySku = new Map(
    skus.length === 0
      ? []
      : (
          await tx
            .select({ id: products.id, sku: products.sku })
            .from(products)
            .where(inArray(products.sku, skus))
        ).map((row) => [row.sku, row.id]),
  );
  values.categories.forEach((entry, index) => {
    if (!knownCategories.has(entry.categoryId)) {
      issues.push({
        path: ['categories', index, 'categoryId'],
        message: `There is no category ${entry.categoryId}`,
      });
    }
  });
  values.products.forEach((entry, index) => {
    if (!productIdBySku.has(entry.sku)) {
      issues.push({
        path: ['products', index, 'sku'],
        message: `There is no product ${entry.sku}`,
      });
    }
  });
  if (issues.length > 0) throw invalidFields(issues);
  return values.products.map((entry) => ({ productId: productIdBySku.get(entry.sku)!, ...entry }));
}

/** Each entry whose value differs between two lists, named as staff know it. */
function priceListChanges(before: PriceList, after: PriceList): AuditChange[] {
  const changes: AuditChange[] = [];
  const compare = (field: string, from: string | undefined, to: string | undefined) => {
    if (from !== to) changes.push({ field, from: from ?? null, to: to ?? null });
  };
  const percents = (list: PriceList) =>
    new Map(list.categories.map((entry) => [`${entry.name} (% off)`, entry.percentOff]));
  const prices = (list: PriceList) =>
    new Map(list.products.map((entry) => [entry.sku, entry.price]));
  for (const [read, ...lists] of [
    [percents, before, after],
    [prices, before, after],
  ] as const) {
    const [from, to] = lists.map(read);
    for (const key of new Set([...from!.keys(), ...to!.keys()])) {
      compare(key, from!.get(key), to!.get(key));
    }
  }
  return changes;
}

/**
 * Replaces the company's price list with `values`, in one transaction with the company locked
 * (two editors' lists do not mix); what changed is in the activity log.
 */
export function setPriceList(
  db: Database,
  actor: StaffActor,
  companyId: number,
  values: PriceListValues,
): Promise<PriceList> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company) throw notFound(`No company with id ${companyId}`);
    const productEntries = await resolveEntries(tx, values);
    const before = await getPriceList(tx, companyId);
    await tx
      .delete(companyCategoryDiscounts)
      .where(eq(companyCategoryDiscounts.companyId, companyId));
    await tx.delete(companyProductPrices).where(eq(companyProductPrices.companyId, companyId));
    if (values.categories.length > 0) {
      await tx
        .insert(companyCategoryDiscounts)
        .values(values.categories.map((entry) => ({ companyId, ...entry })));
    }
    for (let start = 0; start < productEntries.length; start += 1000) {
      await tx
        .insert(companyProductPrices)
        .values(
          productEntries
            .slice(start, start + 1000)
            .map(({ productId, price }) => ({ companyId, productId, price })),
        );
    }
    await publish(tx, 'price_list.changed', { companyId });
    const after = await getPriceList(tx, companyId);
    const changes = priceListChanges(before, after);
    if (changes.length > 0) {
      await recordAudit(tx, actor, {
        action: 'company.price_list_changed',
        entityType: 'company',
        entityId: companyId,
        entityLabel: company.name,
        changes,
      });
    }
    return after;
  });
}
