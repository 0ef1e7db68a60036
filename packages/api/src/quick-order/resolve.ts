import { and, eq, inArray, sql } from 'drizzle-orm';
import { categories, productFitments, products, type Database } from '@buildright/db';
import { fromCents } from '../shared/money.ts';
import { productSku } from '../catalogue/shared/csv.ts';
import {
  fitVerdict,
  ruleIsEmpty,
  verdictText,
  type MachineModel,
  type ProductFitment,
} from '../catalogue/shared/fitment.ts';
import { buyerUnitPrices, companyOfCustomer } from '../pricing/index.ts';
import { displayImage } from '../catalogue/shared/product-image.ts';
import type {
  QuickOrderAnswer,
  QuickOrderLine,
  QuickOrderProduct,
} from '../catalogue/shared/quick-order.ts';
import { machineForFilter } from '../catalogue/index.ts';
import { parseQuickOrderLines, type ParsedLine } from './parse-lines.ts';

type FoundProduct = Awaited<ReturnType<typeof productsBySku>>[number];

/**
 * Every named product in one query, by lower(sku) (products_sku_lower_idx), with whether the
 * product lists the buyer's machine by name; the catalogue's rule columns say the rest.
 */
function productsBySku(db: Database, skus: string[], machine: MachineModel | undefined) {
  return db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      category: categories.name,
      price: products.price,
      salePrice: products.salePrice,
      stock: products.stock,
      imageUrl: products.imageUrl,
      images: products.images,
      shown: sql<boolean>`${products.isActive} and ${categories.isActive}`,
      fitsUniversal: products.fitsUniversal,
      fitMinWeightKg: products.fitMinWeightKg,
      fitMaxWeightKg: products.fitMaxWeightKg,
      fitPinMm: products.fitPinMm,
      fitCoupler: products.fitCoupler,
      listsMachine: machine
        ? sql<boolean>`exists (select 1 from ${productFitments} where ${and(
            eq(productFitments.productId, products.id),
            eq(productFitments.machineModelId, machine.id),
          )})`
        : sql<boolean>`false`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(sql`lower(${products.sku})`, skus));
}

/** The product's fitment as far as one machine's verdict needs it. */
function fitmentFor(found: FoundProduct, machine: MachineModel): ProductFitment {
  if (found.fitsUniversal) return { universal: true };
  const rule = {
    minWeightKg: found.fitMinWeightKg,
    maxWeightKg: found.fitMaxWeightKg,
    pinMm: found.fitPinMm,
    coupler: found.fitCoupler,
  };
  return {
    universal: false,
    models: found.listsMachine ? [machine] : [],
    rule: ruleIsEmpty(rule) ? null : rule,
  };
}

function toProduct(
  found: FoundProduct,
  machine: MachineModel | undefined,
  unitCents: number,
): QuickOrderProduct {
  const verdict = machine && fitVerdict(fitmentFor(found, machine), machine);
  return {
    id: found.id,
    name: found.name,
    sku: found.sku,
    category: found.category,
    price: found.price,
    salePrice: found.salePrice,
    unitPrice: fromCents(unitCents),
    stock: found.stock,
    image: displayImage(found),
    imageUrl: found.imageUrl,
    images: found.images,
    fit: verdict ? { ...verdict, text: verdictText(verdict, machine) } : null,
  };
}

function resolveLine(
  line: ParsedLine,
  found: FoundProduct | undefined,
  machine: MachineModel | undefined,
  /** The buyer's unit price at the line's quantity, when a product was found. */
  unitCents: number | undefined,
): QuickOrderLine {
  const { lines, sku, quantityText, quantity } = line;
  const base = { lines, sku, quantityText, quantity, product: null, problem: null, message: null };
  if (line.error?.kind === 'unreadable') {
    return { ...base, problem: 'unreadable', message: line.error.message };
  }
  if (!found) {
    return { ...base, problem: 'unknown-sku', message: `No product has the SKU ${sku}` };
  }
  if (!found.shown) {
    return { ...base, problem: 'inactive', message: `${found.sku} is no longer sold` };
  }
  const product = toProduct(found, machine, unitCents!);
  if (line.error) {
    return { ...base, product, problem: 'bad-quantity', message: line.error.message };
  }
  if (quantity! > found.stock) {
    return {
      ...base,
      product,
      problem: 'not-enough-stock',
      message: found.stock === 0 ? 'Out of stock' : `Only ${found.stock} left`,
      available: found.stock,
    };
  }
  return { ...base, product };
}

const isPossibleSku = (sku: string) => productSku.safeParse(sku).success;

/**
 * A quick order's lines resolved against the catalogue: each with its product (priced by the
 * server, with its stock and whether it fits the buyer's machine) or the problem to fix.
 */
export async function resolveQuickOrder(
  db: Database,
  input: { text: string; machineId?: number },
  customerId: number | null = null,
): Promise<QuickOrderAnswer> {
  const parsed = parseQuickOrderLines(input.text);
  const machine =
    input.machineId === undefined ? undefined : await machineForFilter(db, input.machineId);
  // A SKU no product could have is unknown without asking.
  const skus = [
    ...new Set(parsed.flatMap((line) => (isPossibleSku(line.sku) ? [line.sku.toLowerCase()] : []))),
  ];
  const found = skus.length === 0 ? [] : await productsBySku(db, skus, machine);
  const bySku = new Map<string, FoundProduct>();
  // Two SKUs alike but for case: the one typed exactly wins.
  for (const product of found) {
    const key = product.sku.toLowerCase();
    if (!bySku.has(key) || parsed.some((line) => line.sku === product.sku)) {
      bySku.set(key, product);
    }
  }
  const products = parsed.map((line) => bySku.get(line.sku.toLowerCase()));
  // The buyer's price at each line's quantity (one, while it is unreadable): volume tier, sale
  // price, their company's price list.
  const priced = parsed.flatMap((line, index) => {
    const product = products[index];
    return product ? [{ index, product, quantity: line.quantity ?? 1 }] : [];
  });
  const cents = await buyerUnitPrices(db, await companyOfCustomer(db, customerId), priced);
  const unitCents = new Map(priced.map(({ index }, at) => [index, cents[at]!]));
  const lines = parsed.map((line, index) =>
    resolveLine(line, products[index], machine, unitCents.get(index)),
  );
  return { lines, orderable: lines.filter((line) => line.problem === null).length };
}
