import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  categories,
  machineModels,
  productFitments,
  productPriceTiers,
  products,
  type Database,
  type Transaction,
} from '@buildright/db';
import type { CatalogFacets } from './shared/catalog.ts';
import type { CatalogFilter } from './shared/catalog-query.ts';
import type { FitmentValues } from './shared/fitment-input.ts';
import { ruleIsEmpty, type ProductFitment } from './shared/fitment.ts';
import { machineForFilter } from './machines.ts';
import { catalogSearch } from './search/catalog-search.ts';
import { badRequest, invalidFields, notFound } from '../errors.ts';
import { priceAboveKeptTier, type ProductValues } from './shared/product-input.ts';
import { replacePriceTiers } from './price-tiers.ts';
import type { ProductImage } from './shared/product-image.ts';
import { productChanges, productSnapshot, tiersOf } from './product-audit.ts';
import { recordAudit, type StaffActor } from '../audit/index.ts';
import { publish } from '../events/index.ts';
import { sanitizeDescription } from './sanitize.ts';
import { productColumns } from './product-columns.ts';
import { documentsOf } from './product-documents/documents.ts';
import type { ProductDocument } from './shared/product-documents.ts';
import type { PriceTier } from './shared/pricing.ts';
import { ratingOf } from './ratings.ts';
import type { ProductRating } from './shared/rating.ts';

declare module '../events/events.ts' {
  interface DomainEvents {
    /** Products were created, or their prices or categories may have changed. */
    'product.prices_changed': { productIds: number[] };
  }
}

export interface Product {
  id: number;
  name: string;
  description: string;
  price: string;
  salePrice: string | null;
  category: string;
  categoryId: number;
  stock: number;
  imageUrl: string | null;
  images: ProductImage[];
  sku: string;
  isActive: boolean;
  fitment: ProductFitment;
}

/** One product as its own page shows it: with its documents and tiers, which lists never read. */
export interface ProductDetail extends Product {
  documents: ProductDocument[];
  /** Volume tiers, the smallest quantity first: public, the same for every buyer. */
  tiers: PriceTier[];
  /** Its published reviews' average and count; no average without any. */
  rating: ProductRating;
}

interface ProductPage {
  items: Product[];
  total: number;
  /** The total is a floor ("1,000+"): more match than are counted at each request. */
  totalIsEstimate: boolean;
  page: number;
  pageSize: number;
  facets: CatalogFacets;
}

const productWithCategory = { ...productColumns, category: categories.name };

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

function selectProducts(db: Database, where: SQL | undefined) {
  return db
    .select(productWithCategory)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
}

/** Products by id, in the order given, with their fitment. */
export async function productsByIds(db: Database, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const byId = new Map(
    (await selectProducts(db, inArray(products.id, ids))).map((row) => [row.id, row]),
  );
  return withFitment(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/** The rows as products, with the machine models each lists. */
async function withFitment(db: Database, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const listed = await db
    .select({
      productId: productFitments.productId,
      id: machineModels.id,
      make: machineModels.make,
      model: machineModels.model,
    })
    .from(productFitments)
    .innerJoin(machineModels, eq(machineModels.id, productFitments.machineModelId))
    .where(
      inArray(
        productFitments.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(sql`lower(${machineModels.make})`), asc(sql`lower(${machineModels.model})`));
  return rows.map((row) =>
    toProduct(
      row,
      listed
        .filter((entry) => entry.productId === row.id)
        .map(({ id, make, model }) => ({ id, make, model })),
    ),
  );
}

function toProduct(
  { fitsUniversal, fitMinWeightKg, fitMaxWeightKg, fitPinMm, fitCoupler, ...row }: ProductRow,
  models: Extract<ProductFitment, { universal: false }>['models'],
): Product {
  const rule = {
    minWeightKg: fitMinWeightKg,
    maxWeightKg: fitMaxWeightKg,
    pinMm: fitPinMm,
    coupler: fitCoupler,
  };
  const fitment: ProductFitment = fitsUniversal
    ? { universal: true }
    : { universal: false, models, rule: ruleIsEmpty(rule) ? null : rule };
  return { ...row, fitment };
}

/** The catalogue: the search module finds and counts, this reads the products it names. */
export async function listProducts(
  db: Database,
  {
    machineId,
    ...filter
  }: CatalogFilter & {
    includeInactive?: boolean;
    /** A company whose members' prices sort and filter the page (member_prices). */
    memberOf?: number;
  },
  paging: { page: number; pageSize: number },
): Promise<ProductPage> {
  // A category that does not exist is a page that does not exist, not an empty one.
  if (filter.categoryId !== undefined) await assertCategoryExists(db, filter.categoryId);
  const machine = machineId === undefined ? undefined : await machineForFilter(db, machineId);
  const found = await catalogSearch(db).find({
    ...filter,
    machine,
    offset: (paging.page - 1) * paging.pageSize,
    limit: paging.pageSize,
  });
  return {
    items: await productsByIds(db, found.ids),
    total: found.total,
    totalIsEstimate: found.totalIsEstimate,
    facets: found.facets,
    ...paging,
  };
}

export async function getProduct(
  db: Database,
  id: number,
  options: { includeInactive?: boolean } = {},
): Promise<Product> {
  const visible = options.includeInactive
    ? eq(products.id, id)
    : and(eq(products.id, id), eq(products.isActive, true), eq(categories.isActive, true));
  const [product] = await withFitment(db, await selectProducts(db, visible));
  if (!product) throw notFound(`No product with id ${id}`);
  return product;
}

/** A product with its documents: the one answer that reads them. */
export async function getProductDetail(
  db: Database,
  id: number,
  options: { includeInactive?: boolean } = {},
): Promise<ProductDetail> {
  const product = await getProduct(db, id, options);
  // One after another, on the connection that read the product: read at once they take one
  // each, and a database refusing new connections (a restart) would fail the product.
  const documents = await documentsOf(db, id);
  const tiers = await tiersOf(db, id);
  return { ...product, documents, tiers, rating: await ratingOf(db, id) };
}

async function assertCategoryExists(db: Database, categoryId: number): Promise<void> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) throw notFound(`No category with id ${categoryId}`);
}

/** A product's columns from checked values: description sanitized, images renumbered, fitment. */
export function productRow({ fitment, tiers: _tiers, ...values }: ProductValues) {
  const description = sanitizeDescription(values.description);
  if (!description) throw badRequest('Description is required');
  return {
    ...values,
    description,
    images: values.images
      .toSorted((a, b) => a.order - b.order)
      .map((image, order) => ({ ...image, order })),
    ...(fitment ? fitmentColumns(fitment) : {}),
  };
}

export function fitmentColumns(fitment: FitmentValues) {
  const rule = fitment.universal ? null : fitment.rule;
  return {
    fitsUniversal: fitment.universal,
    fitMinWeightKg: rule?.minWeightKg ?? null,
    fitMaxWeightKg: rule?.maxWeightKg ?? null,
    fitPinMm: rule?.pinMm ?? null,
    fitCoupler: rule?.coupler ?? null,
  };
}

/** Replaces the models a product lists; each must exist. */
async function saveListedModels(tx: Transaction, productId: number, fitment: FitmentValues) {
  await tx.delete(productFitments).where(eq(productFitments.productId, productId));
  const ids = fitment.universal ? [] : fitment.machineModelIds;
  if (ids.length === 0) return;
  const known = await tx
    .select({ id: machineModels.id })
    .from(machineModels)
    .where(inArray(machineModels.id, ids));
  const missing = ids.find((id) => !known.some((machine) => machine.id === id));
  if (missing !== undefined) {
    throw invalidFields([
      { path: ['fitment', 'machineModelIds'], message: `No machine model with id ${missing}` },
    ]);
  }
  await tx
    .insert(productFitments)
    .values(ids.map((machineModelId) => ({ productId, machineModelId })));
}

/** Replaces a product's volume tiers. */
async function saveTiers(
  tx: Transaction,
  productId: number,
  tiers: ProductValues['tiers'],
): Promise<void> {
  if (!tiers) {
    // Kept tiers must stay below a changed price, or they would never apply.
    const [above] = await tx
      .select({ minQuantity: productPriceTiers.minQuantity })
      .from(productPriceTiers)
      .innerJoin(products, eq(products.id, productPriceTiers.productId))
      .where(
        and(
          eq(productPriceTiers.productId, productId),
          sql`${productPriceTiers.price} >= ${products.price}`,
        ),
      )
      .limit(1);
    if (above) {
      throw invalidFields([{ path: ['price'], message: priceAboveKeptTier(above.minQuantity) }]);
    }
    return;
  }
  await replacePriceTiers(tx, [{ productId, tiers }]);
}

export async function createProduct(
  db: Database,
  actor: StaffActor,
  values: ProductValues,
): Promise<ProductDetail> {
  await assertCategoryExists(db, values.categoryId);
  const fitment = values.fitment ?? { universal: true };
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(products)
      .values(productRow({ ...values, fitment }))
      .returning({ id: products.id });
    const id = created!.id;
    await publish(tx, 'product.prices_changed', { productIds: [id] });
    await saveListedModels(tx, id, fitment);
    await saveTiers(tx, id, values.tiers);
    const after = await productSnapshot(tx, id);
    await recordAudit(tx, actor, {
      action: 'product.created',
      entityType: 'product',
      entityId: id,
      entityLabel: values.name,
      changes: productChanges(null, after),
    });
    return id;
  });
  return getProductDetail(db, id, { includeInactive: true });
}

/** Replaces a product; without a fitment or tiers in the values they stay as they are. */
export async function updateProduct(
  db: Database,
  actor: StaffActor,
  id: number,
  values: ProductValues,
): Promise<ProductDetail> {
  await assertCategoryExists(db, values.categoryId);
  await db.transaction(async (tx) => {
    const before = await productSnapshot(tx, id);
    if (!before) throw notFound(`No product with id ${id}`);
    await tx
      .update(products)
      .set({ ...productRow(values), updatedAt: new Date() })
      .where(eq(products.id, id));
    await publish(tx, 'product.prices_changed', { productIds: [id] });
    if (values.fitment) await saveListedModels(tx, id, values.fitment);
    await saveTiers(tx, id, values.tiers);
    const changes = productChanges(before, await productSnapshot(tx, id));
    if (changes.length === 0) return;
    await recordAudit(tx, actor, {
      action: 'product.updated',
      entityType: 'product',
      entityId: id,
      entityLabel: values.name,
      changes,
    });
  });
  return getProductDetail(db, id, { includeInactive: true });
}

/** The warehouse's one change to a product: how many are in stock. */
export async function setProductStock(
  db: Database,
  actor: StaffActor,
  { id, stock }: { id: number; stock: number },
): Promise<Product> {
  await db.transaction(async (tx) => {
    const before = await productSnapshot(tx, id);
    if (!before) throw notFound(`No product with id ${id}`);
    if (before.stock === stock) return;
    await tx.update(products).set({ stock, updatedAt: new Date() }).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      action: 'product.stock_set',
      entityType: 'product',
      entityId: id,
      entityLabel: before.name,
      changes: [{ field: 'stock', from: before.stock, to: stock }],
    });
  });
  return getProduct(db, id, { includeInactive: true });
}

export async function deleteProduct(db: Database, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await productSnapshot(tx, id);
    if (!before) throw notFound(`No product with id ${id}`);
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      action: 'product.deleted',
      entityType: 'product',
      entityId: id,
      entityLabel: before.name,
      changes: productChanges(before, null),
    });
  });
}
