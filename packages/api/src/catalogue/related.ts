import { sql, type SQL } from 'drizzle-orm';
import {
  categories,
  orderItems,
  orders,
  productFitments,
  products,
  type Database,
} from '@buildright/db';
import { rowsOf } from '../database/index.ts';
import { getProduct, productsByIds, type Product } from './products.ts';

/** The product page's rows beside a product. */
export interface RelatedProducts {
  /** Same category, fitting the machines this one fits; in stock first. */
  related: Product[];
  /** Bought in the same orders by at least MIN_SHARED_ORDERS of its recent orders; else empty. */
  alsoBought: Product[];
}

/** Cards in a row. */
const RELATED_LIMIT = 8;
/**
 * Bounds that keep every read a few index ranges, whatever the catalogue's size: the product's
 * listed machines taken into account, the listings read per machine, the newest products of the
 * category looked through for a compatible fit, and the product's most recent orders read.
 */
const MACHINES_READ = 10;
const LISTINGS_PER_MACHINE = 500;
const CATEGORY_WINDOW = 500;
const RECENT_ORDERS = 200;
/** Fewer shared orders than this is chance, not a pattern worth showing. */
const MIN_SHARED_ORDERS = 3;

const ids = (result: unknown) => rowsOf<{ id: number }>(result).map((row) => Number(row.id));
const intList = (values: number[]) =>
  sql.join(
    values.map((value) => sql`${value}::int`),
    sql`, `,
  );

/**
 * Same-category products listing any of `machineIds`, the most machines shared first. It asks
 * the products only for their id, category and active flag, which products_shown_idx answers
 * without reading the rows.
 */
async function sharingListedMachines(db: Database, product: Product, machineIds: number[]) {
  if (machineIds.length === 0) return [];
  const rows = rowsOf<{ id: number; shared: number | string }>(
    await db.execute(sql`
      select ${products.id} as id, count(*) as shared
      from unnest(array[${intList(machineIds.slice(0, MACHINES_READ))}]) as machine(id)
      cross join lateral (
        select ${productFitments.productId} as product_id from ${productFitments}
        where ${productFitments.machineModelId} = machine.id
        limit ${LISTINGS_PER_MACHINE}
      ) listed
      join ${products} on ${products.id} = listed.product_id
      where ${products.categoryId} = ${product.categoryId} and ${products.isActive}
        and ${products.id} <> ${product.id}
      group by ${products.id}
      order by count(*) desc, ${products.id} desc
      limit ${RELATED_LIMIT}`),
  );
  return rows.map((row) => ({ id: Number(row.id), shared: Number(row.shared) }));
}

const inStockFirst = (a: Product, b: Product) => Number(b.stock > 0) - Number(a.stock > 0);

/**
 * What "fits the machines this one fits" means for a candidate in SQL (`w` is the candidate):
 * a universal product fits every machine; a rule fits where both rules admit a machine (weight
 * ranges overlap, pin and coupler agree where both name one).
 */
function fitsAlongside(product: Product): SQL {
  const universal = sql`w.fits_universal`;
  if (product.fitment.universal || !product.fitment.rule) return universal;
  const rule = product.fitment.rule;
  const candidateHasRule = sql`(w.fit_min_weight_kg is not null or w.fit_max_weight_kg is not null or w.fit_pin_mm is not null or w.fit_coupler is not null)`;
  return sql`(${universal} or (not w.fits_universal and ${candidateHasRule}
    and (w.fit_min_weight_kg is null or ${rule.maxWeightKg}::int is null or w.fit_min_weight_kg <= ${rule.maxWeightKg}::int)
    and (w.fit_max_weight_kg is null or ${rule.minWeightKg}::int is null or w.fit_max_weight_kg >= ${rule.minWeightKg}::int)
    and (w.fit_pin_mm is null or ${rule.pinMm}::int is null or w.fit_pin_mm = ${rule.pinMm}::int)
    and (w.fit_coupler is null or ${rule.coupler}::text is null or w.fit_coupler = ${rule.coupler}::text)))`;
}

/** Compatible products among the category's newest, in stock first. */
async function compatibleInCategory(
  db: Database,
  product: Product,
  { skip, want }: { skip: number[]; want: number },
) {
  return ids(
    await db.execute(sql`
      select w.id from (
        select ${products.id} as id, ${products.stock} as stock,
          ${products.fitsUniversal} as fits_universal,
          ${products.fitMinWeightKg} as fit_min_weight_kg,
          ${products.fitMaxWeightKg} as fit_max_weight_kg,
          ${products.fitPinMm} as fit_pin_mm, ${products.fitCoupler} as fit_coupler
        from ${products}
        where ${products.isActive} and ${products.categoryId} = ${product.categoryId}
        order by ${products.id} desc
        limit ${CATEGORY_WINDOW}
      ) w
      where w.id not in (${intList([product.id, ...skip])}) and ${fitsAlongside(product)}
      order by (w.stock > 0) desc, w.id desc
      limit ${want}`),
  );
}

/**
 * Shown products bought in the same orders as this one, among its most recent orders that were
 * bought: not cancelled, not a card payment that failed.
 */
async function boughtTogether(db: Database, productId: number) {
  return ids(
    await db.execute(sql`
      with recent as (
        select ${orderItems.orderId} as order_id from ${orderItems}
        join ${orders} on ${orders.id} = ${orderItems.orderId}
        where ${orderItems.productId} = ${productId}
          and ${orders.status} <> 'cancelled' and ${orders.paymentStatus} <> 'failed'
        order by ${orderItems.orderId} desc
        limit ${RECENT_ORDERS}
      )
      select ${products.id} as id
      from recent
      join ${orderItems} on ${orderItems.orderId} = recent.order_id
      join ${products} on ${products.id} = ${orderItems.productId}
      join ${categories} on ${categories.id} = ${products.categoryId}
      where ${orderItems.productId} <> ${productId} and ${products.isActive} and ${categories.isActive}
      group by ${products.id}
      having count(distinct recent.order_id) >= ${MIN_SHARED_ORDERS}
      order by count(distinct recent.order_id) desc, ${products.id} desc
      limit ${RELATED_LIMIT}`),
  );
}

/**
 * The rows under a shown product (a hidden one is a 404). Related: products of its category
 * that share its listed machines, then compatible ones among the category's newest. Customers
 * also bought: from its most recent orders, when enough of them agree; those are left out of
 * the related row.
 */
export async function relatedProducts(db: Database, id: number): Promise<RelatedProducts> {
  const product = await getProduct(db, id);
  const listedIds = product.fitment.universal
    ? []
    : product.fitment.models.map((model) => model.id);
  const [alsoBoughtIds, sharing] = await Promise.all([
    boughtTogether(db, product.id),
    sharingListedMachines(db, product, listedIds),
  ]);
  const shown = new Set(alsoBoughtIds);
  const sharingIds = sharing.map((row) => row.id).filter((candidate) => !shown.has(candidate));
  const fillIds =
    sharingIds.length < RELATED_LIMIT
      ? await compatibleInCategory(db, product, {
          skip: [...sharingIds, ...alsoBoughtIds],
          want: RELATED_LIMIT - sharingIds.length,
        })
      : [];
  const sharedBy = new Map(sharing.map((row) => [row.id, row.shared]));
  const [sharingProducts, fill, alsoBought] = await Promise.all([
    productsByIds(db, sharingIds),
    productsByIds(db, fillIds),
    productsByIds(db, alsoBoughtIds),
  ]);
  // The most machines shared first; among equals, what can be bought now.
  const bySharing = sharingProducts.toSorted(
    (a, b) => sharedBy.get(b.id)! - sharedBy.get(a.id)! || inStockFirst(a, b),
  );
  return { related: [...bySharing, ...fill], alsoBought };
}
