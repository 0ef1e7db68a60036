// The header's suggestions: the first matches in the search's order, and matches per category.
import { and, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import { categories, products, type Transaction } from '@buildright/db';
import {
  inTableOrder,
  rowsOf,
  valuesInline,
  EXACT_COUNT_LIMIT,
  roughly,
} from '../../database/index.ts';
import type { CategoryFacet } from '../shared/catalog.ts';
import { tierOf, type Matching } from './search-matching.ts';
import { shopVisible } from './product-filters-sql.ts';
import { RANK_WINDOW, sampleOf, type Sample } from './search-parts.ts';
import { surelyOver } from './sampled-catalogue.ts';

/**
 * The first products of the shop's search, in its order. SKU matches come first and in SKU
 * order, so the SKU index answers them and a SKU's beginning that most products share ("br-00")
 * reads only the rows shown; the text matches are ranked only when those do not fill the list.
 */
export async function firstMatches(
  tx: Transaction,
  matching: Matching,
  limit: number,
): Promise<number[]> {
  const matchesOf = (where: SQL, order: SQL, count: number) =>
    tx
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(shopVisible, where))
      .orderBy(order)
      .limit(count);
  const bySku = matching.readsAsSku
    ? // ~<~ is the byte order of the index's text_pattern_ops: skuOrder, an exact SKU first.
      await matchesOf(
        matching.skuPrefix,
        sql`lower(${products.sku}) using ~<~, ${matching.score} desc, ${products.id}`,
        limit,
      )
    : [];
  if (bySku.length === limit) return bySku.map(({ id }) => id);
  // As for a search's pages, a common word's first matches in the table's order are ranked, not
  // all, each as it is read (the limit stops the reading before more are ranked).
  const window = tx
    .select({
      id: products.id,
      tier: sql<number>`${tierOf(matching.textTiers)}`.as('tier'),
      score: sql<number>`${matching.score}`.as('score'),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(shopVisible, matching.fullText, not(matching.skuPrefix)))
    .limit(RANK_WINDOW)
    .as('window');
  const byText = await inTableOrder(tx, () =>
    tx
      .select({ id: window.id })
      .from(window)
      .orderBy(desc(window.tier), desc(window.score), window.id)
      .limit(limit - bySku.length),
  );
  return [...bySku, ...byText].map(({ id }) => id);
}

/**
 * Matches per category, counted before the categories are joined (a row per category, not per
 * match). A large catalogue is sampled first, and a common word's counts are the sample's
 * estimates; any other word's first EXACT_COUNT_LIMIT + 1 matches are counted in one pass, which
 * are all of them unless there are too many to count (then the sample's estimates again).
 */
export async function matchesPerCategory(
  tx: Transaction,
  matching: Matching,
): Promise<{ categories: CategoryFacet[]; estimated: boolean }> {
  const visibleMatch = and(eq(products.isActive, true), matching.where);
  const perCategory = async (read: { sample: Sample } | { limit: number }) => {
    const matches =
      'sample' in read
        ? sql`select ${products.categoryId} as category_id from ${read.sample.from}
            where ${visibleMatch}`
        : sql`select ${products.categoryId} as category_id from ${products}
            where ${visibleMatch} limit ${read.limit}`;
    return rowsOf<CategoryFacet & { active: boolean }>(
      await tx.execute(
        valuesInline(sql`select c.id, c.name, counted.count, c.is_active as active from (
          select category_id, count(*)::int as count from (${matches}) matches
          group by category_id) counted
        inner join ${categories} c on c.id = counted.category_id`),
      ),
    );
  };
  const shown = (rows: (CategoryFacet & { active: boolean })[]) =>
    rows.filter((row) => row.active).map(({ active: _, ...row }) => row);
  const estimatedFrom = (sample: Sample, rows: (CategoryFacet & { active: boolean })[]) => ({
    categories: shown(rows)
      .map((row) => ({ ...row, count: roughly(row.count * sample.scale) }))
      .filter((row) => row.count > 0),
    estimated: true,
  });
  const hitsOf = (rows: CategoryFacet[]) => rows.reduce((total, row) => total + row.count, 0);
  const sample = await sampleOf(tx);
  const sampled = sample.takenFirst ? await perCategory({ sample }) : undefined;
  if (sampled && surelyOver(hitsOf(shown(sampled)), sample)) return estimatedFrom(sample, sampled);
  const first = await perCategory({ limit: EXACT_COUNT_LIMIT + 1 });
  if (hitsOf(first) > EXACT_COUNT_LIMIT) {
    return estimatedFrom(sample, sampled ?? (await perCategory({ sample })));
  }
  return { categories: shown(first), estimated: false };
}
