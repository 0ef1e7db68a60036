// The read model of price lists (member_prices): what a member pays for one unit of each product
// their company's list changes, written by the one pricing rule in the transaction that changes
// the list or the product, so it is never stale. The catalogue sorts and filters by it.
import { sql, type SQL } from 'drizzle-orm';
import {
  companyCategoryDiscounts,
  companyProductPrices,
  memberPrices,
  products,
  type Transaction,
} from '@buildright/db';
import { buyerUnitPriceCents } from '../catalogue/shared/pricing.ts';
import { chunks, keysetBatches, rowsOf } from '../database/index.ts';
import { fromCents } from '../shared/money.ts';

/** Rows worked out and written at a time: a category of 100,000 products is never held whole. */
const BATCH = 5_000;

interface TermsRow {
  companyId: number;
  productId: number;
  categoryId: number;
  price: string;
  salePrice: string | null;
  fixedPrice: string | null;
  percentOff: string | null;
}

/** A (product, company) pair: where a batch of them ends. */
type PairKey = [productId: number, companyId: number];

/**
 * Each (company, product) that `pairs` names, with the product's prices and the company's terms
 * for it, in product order after `after`, the key of the last one read.
 */
function readTerms(tx: Transaction, pairs: SQL, after: PairKey, limit: number) {
  const f = companyProductPrices;
  const d = companyCategoryDiscounts;
  return tx.execute(sql`
    select pairs.company_id as "companyId", ${products.id} as "productId",
      ${products.categoryId} as "categoryId", ${products.price}::text as price,
      ${products.salePrice}::text as "salePrice", ${f.price}::text as "fixedPrice",
      ${d.percentOff}::text as "percentOff"
    from (${pairs}) as pairs
    join ${products} on ${products.id} = pairs.product_id
    left join ${f} on ${f.companyId} = pairs.company_id and ${f.productId} = ${products.id}
    left join ${d} on ${d.companyId} = pairs.company_id and ${d.categoryId} = ${products.categoryId}
    where (pairs.product_id, pairs.company_id) > (${after[0]}::int, ${after[1]}::int)
    order by pairs.product_id, pairs.company_id
    limit ${limit}`);
}

async function writeRows(tx: Transaction, pairs: SQL) {
  const batches = keysetBatches(
    BATCH,
    async (after: PairKey | undefined, limit) =>
      rowsOf<TermsRow>(await readTerms(tx, pairs, after ?? [0, 0], limit)),
    (row): PairKey => [row.productId, row.companyId],
  );
  for await (const rows of batches) {
    await tx.insert(memberPrices).values(
      rows.map((row) => ({
        companyId: row.companyId,
        productId: row.productId,
        categoryId: row.categoryId,
        price: fromCents(buyerUnitPriceCents(row, 1, row)),
      })),
    );
  }
}

/** The company's list changed: its rows are written again from its terms. */
export async function rewriteCompanyMemberPrices(tx: Transaction, companyId: number) {
  await tx.delete(memberPrices).where(sql`${memberPrices.companyId} = ${companyId}`);
  const f = companyProductPrices;
  const d = companyCategoryDiscounts;
  await writeRows(
    tx,
    sql`select ${f.companyId} as company_id, ${f.productId} as product_id from ${f}
      where ${f.companyId} = ${companyId}
    union
    select ${d.companyId}, ${products.id} from ${d}
      join ${products} on ${products.categoryId} = ${d.categoryId}
      where ${d.companyId} = ${companyId}`,
  );
}

/**
 * These products' prices or categories changed (or they are new): their rows under every list
 * that names them or discounts their category are written again.
 */
export async function rewriteProductMemberPrices(tx: Transaction, productIds: readonly number[]) {
  const f = companyProductPrices;
  const d = companyCategoryDiscounts;
  for (const batch of chunks([...new Set(productIds)], BATCH)) {
    const ids = sql`${`{${batch.join(',')}}`}::int[]`;
    await tx.delete(memberPrices).where(sql`${memberPrices.productId} = any(${ids})`);
    await writeRows(
      tx,
      sql`select ${f.companyId} as company_id, ${f.productId} as product_id from ${f}
        where ${f.productId} = any(${ids})
      union
      select ${d.companyId}, ${products.id} from ${products}
        join ${d} on ${d.categoryId} = ${products.categoryId}
        where ${products.id} = any(${ids})`,
    );
  }
}
