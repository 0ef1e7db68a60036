import { inArray } from 'drizzle-orm';
import {
  categories,
  machineModels,
  productFitments,
  products,
  type AuditChange,
  type Database,
} from '@buildright/db';
import { badRequest, conflict, DomainError } from '../../errors.ts';
import {
  fitmentCsvColumns,
  productCsvColumns,
  productSku,
  type ProductCsvColumn,
  type ProductImportReport,
} from '../../shared/csv.ts';
import { couplerTypes } from '../../shared/fitment.ts';
import { toCents } from '../../shared/money.ts';
import { galleryImages } from '../../shared/product-image.ts';
import { productInput, type ProductValues } from '../../shared/schemas.ts';
import { changedFields, recordAudits, type StaffActor } from '../audit/record.ts';
import { isUniqueViolation } from '../postgres-errors.ts';
import { fitmentColumns, productRow } from '../products.ts';
import { writeImport, type ImportWrites } from './import-writes.ts';
import { readProductCsv, type ProductCsvCells, type ProductCsvRow } from './product-rows.ts';

type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;
type Existing = Awaited<ReturnType<typeof selectProducts>>[number] & { modelIds: number[] };
type Row = ReturnType<typeof productRow>;

interface Plan extends ImportWrites {
  report: ProductImportReport;
  /** What each update changes, field by field, for the activity log. */
  updateChanges: Map<number, AuditChange[]>;
}

/** The product field each CSV column writes, for the activity log's before and after. */
const fieldOfColumn: Partial<Record<ProductCsvColumn, keyof Row | 'modelIds'>> = {
  name: 'name',
  category: 'categoryId',
  price: 'price',
  sale_price: 'salePrice',
  stock: 'stock',
  active: 'isActive',
  description: 'description',
  image_urls: 'images',
  universal: 'fitsUniversal',
  machine_models: 'modelIds',
  min_weight_kg: 'fitMinWeightKg',
  max_weight_kg: 'fitMaxWeightKg',
  pin_mm: 'fitPinMm',
  coupler: 'fitCoupler',
};

function auditChangesOf(
  existing: Existing,
  after: Row & { modelIds: number[] | null },
  columns: ProductCsvColumn[],
): AuditChange[] {
  return columns.flatMap((column) => {
    const field = fieldOfColumn[column];
    return field
      ? [{ field, from: existing[field as keyof Existing] ?? null, to: after[field] ?? null }]
      : [];
  });
}

const lowerKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function selectProducts(db: Database) {
  return db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      description: products.description,
      price: products.price,
      salePrice: products.salePrice,
      categoryId: products.categoryId,
      stock: products.stock,
      imageUrl: products.imageUrl,
      images: products.images,
      isActive: products.isActive,
      fitsUniversal: products.fitsUniversal,
      fitMinWeightKg: products.fitMinWeightKg,
      fitMaxWeightKg: products.fitMaxWeightKg,
      fitPinMm: products.fitPinMm,
      fitCoupler: products.fitCoupler,
    })
    .from(products);
}

/** What rows are matched against: products by SKU, categories by name, machines by "Make Model". */
async function loadCatalogue(db: Database) {
  const [productRows, listed, categoryRows, machineRows] = await Promise.all([
    selectProducts(db),
    db.select().from(productFitments),
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db
      .select({ id: machineModels.id, make: machineModels.make, model: machineModels.model })
      .from(machineModels),
  ]);
  const modelIds = new Map<number, number[]>();
  for (const { productId, machineModelId } of listed) {
    modelIds.set(productId, [...(modelIds.get(productId) ?? []), machineModelId]);
  }
  const bySku = new Map<string, Existing>(
    productRows.map((product) => [
      product.sku,
      { ...product, modelIds: (modelIds.get(product.id) ?? []).toSorted((a, b) => a - b) },
    ]),
  );
  const byLowerSku = new Map<string, Existing>();
  for (const product of bySku.values()) {
    if (!byLowerSku.has(product.sku.toLowerCase()))
      byLowerSku.set(product.sku.toLowerCase(), product);
  }
  return {
    products: bySku,
    /** A SKU typed in another case still finds its product. */
    productsByLowerSku: byLowerSku,
    categories: new Map(categoryRows.map((category) => [lowerKey(category.name), category.id])),
    machines: new Map(machineRows.map((m) => [lowerKey(`${m.make} ${m.model}`), m.id])),
  };
}

const yesWords = new Set(['yes', 'y', 'true', '1']);
const noWords = new Set(['no', 'n', 'false', '0']);

function yesNo(cell: string): boolean | null | undefined {
  const word = cell.trim().toLowerCase();
  if (word === '') return undefined;
  if (yesWords.has(word)) return true;
  if (noWords.has(word)) return false;
  return null;
}

const splitList = (cell: string, separator: RegExp) =>
  cell
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** Digits as written; anything else ("0x10", "1e3") is NaN, which the fitment rules refuse. */
const wholeNumber = (cell: string | undefined) => {
  const text = cell?.trim() ?? '';
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

type RowErrors = Map<ProductCsvColumn, string[]>;

function addError(errors: RowErrors, column: ProductCsvColumn, message: string) {
  errors.set(column, [...(errors.get(column) ?? []), message]);
}

/** The fitment the row's columns describe, in the shape the product form sends. */
function fitmentOf(cells: ProductCsvCells, catalogue: Catalogue, errors: RowErrors) {
  const models = splitList(cells.machine_models ?? '', /\|/);
  const machineModelIds = models.flatMap((name) => {
    const id = catalogue.machines.get(lowerKey(name));
    if (id === undefined) addError(errors, 'machine_models', `No machine model named "${name}"`);
    return id === undefined ? [] : [id];
  });
  const coupler = (cells.coupler ?? '').trim().toLowerCase();
  if (coupler !== '' && !(couplerTypes as readonly string[]).includes(coupler)) {
    addError(errors, 'coupler', `Coupler must be one of ${couplerTypes.join(', ')}`);
  }
  const rule = {
    minWeightKg: wholeNumber(cells.min_weight_kg),
    maxWeightKg: wholeNumber(cells.max_weight_kg),
    pinMm: wholeNumber(cells.pin_mm),
    coupler: coupler === '' || errors.has('coupler') ? null : coupler,
  };
  const hasRule = Object.values(rule).some((part) => part !== null);
  const universal = yesNo(cells.universal ?? '');
  if (universal === null) addError(errors, 'universal', 'Universal must be yes or no');
  if (universal === true && (models.length > 0 || hasRule)) {
    addError(
      errors,
      'universal',
      'A universal product fits every machine: leave the machine models and rule empty, or set universal to no',
    );
  }
  if (universal === true || (universal === undefined && models.length === 0 && !hasRule)) {
    return { universal: true as const };
  }
  return { universal: false as const, machineModelIds, rule: hasRule ? rule : null };
}

/** The product form's input from a row: its cells over the product's values (or the defaults). */
function inputOf(
  { cells }: ProductCsvRow,
  columns: ReadonlySet<ProductCsvColumn>,
  existing: Existing | undefined,
  catalogue: Catalogue,
  errors: RowErrors,
) {
  const input: Record<string, unknown> = existing
    ? {
        name: existing.name,
        description: existing.description,
        price: existing.price,
        salePrice: existing.salePrice,
        stock: existing.stock,
        categoryId: existing.categoryId,
        imageUrl: existing.imageUrl,
        images: galleryImages(existing.images),
        isActive: existing.isActive,
      }
    : { isActive: true, images: [] };
  if (cells.name !== undefined) input.name = cells.name;
  if (cells.description !== undefined) input.description = cells.description;
  if (cells.price !== undefined) input.price = cells.price;
  if (cells.sale_price !== undefined) {
    input.salePrice = cells.sale_price.trim() === '' ? null : cells.sale_price;
  }
  if (cells.stock !== undefined) input.stock = cells.stock.trim() === '' ? undefined : cells.stock;
  if (cells.category !== undefined) {
    const name = cells.category.trim();
    const id = catalogue.categories.get(lowerKey(name));
    if (name === '') addError(errors, 'category', 'Category is required');
    else if (id === undefined) {
      addError(errors, 'category', `No category named "${name}"; add it in Categories first`);
    }
    input.categoryId = id;
  } else if (!existing) {
    addError(errors, 'category', 'Category is required');
  }
  if (cells.active !== undefined) {
    const active = yesNo(cells.active);
    if (typeof active === 'boolean') input.isActive = active;
    else addError(errors, 'active', 'Active must be yes or no');
  }
  if (cells.image_urls !== undefined) {
    const alts = new Map(galleryImages(existing?.images).map((image) => [image.url, image.alt]));
    input.images = splitList(cells.image_urls, /[|\s]+/).map((url, order) => ({
      url,
      order,
      alt: alts.get(url),
    }));
  }
  if (fitmentCsvColumns.some((column) => columns.has(column))) {
    input.fitment = fitmentOf(cells, catalogue, errors);
  }
  return input;
}

const ruleColumns: Record<string, ProductCsvColumn> = {
  minWeightKg: 'min_weight_kg',
  maxWeightKg: 'max_weight_kg',
  pinMm: 'pin_mm',
  coupler: 'coupler',
};

/** The CSV column a product form field's problem belongs to. */
function columnOf(path: readonly PropertyKey[]): ProductCsvColumn {
  const [field, part, rulePart] = path.map(String);
  switch (field) {
    case 'salePrice':
      return 'sale_price';
    case 'categoryId':
      return 'category';
    case 'images':
    case 'imageUrl':
      return 'image_urls';
    case 'isActive':
      return 'active';
    case 'fitment':
      if (part === 'machineModelIds') return 'machine_models';
      if (part === 'rule') return ruleColumns[rulePart ?? ''] ?? 'min_weight_kg';
      return 'universal';
    case 'name':
    case 'description':
    case 'price':
    case 'stock':
      return field;
    default:
      return 'sku';
  }
}

const sameMoney = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : toCents(a) === toCents(b);

/** The columns whose values the row changes on the product. */
function changesOf(existing: Existing, row: Row, values: ProductValues): ProductCsvColumn[] {
  const changes: ProductCsvColumn[] = [];
  const urls = (images: { url: string }[]) => images.map((image) => image.url).join('\n');
  if (row.name !== existing.name) changes.push('name');
  if (row.categoryId !== existing.categoryId) changes.push('category');
  if (!sameMoney(row.price, existing.price)) changes.push('price');
  if (!sameMoney(row.salePrice, existing.salePrice)) changes.push('sale_price');
  if (row.stock !== existing.stock) changes.push('stock');
  if (row.isActive !== existing.isActive) changes.push('active');
  if (row.description !== existing.description) changes.push('description');
  if (urls(row.images) !== urls(galleryImages(existing.images))) changes.push('image_urls');
  const { fitment } = values;
  if (fitment) {
    if (row.fitsUniversal !== existing.fitsUniversal) changes.push('universal');
    const modelIds = fitment.universal ? [] : fitment.machineModelIds.toSorted((a, b) => a - b);
    if (modelIds.join() !== existing.modelIds.join()) changes.push('machine_models');
    if (row.fitMinWeightKg !== existing.fitMinWeightKg) changes.push('min_weight_kg');
    if (row.fitMaxWeightKg !== existing.fitMaxWeightKg) changes.push('max_weight_kg');
    if (row.fitPinMm !== existing.fitPinMm) changes.push('pin_mm');
    if (row.fitCoupler !== existing.fitCoupler) changes.push('coupler');
  }
  return changes;
}

/** Checks every row with the product form's rules and sorts them into creates and updates. */
async function planImport(db: Database, csv: string): Promise<Plan> {
  const file = readProductCsv(csv);
  const plan: Plan = {
    report: {
      applied: false,
      rows: file.rows.length,
      creates: [],
      updates: [],
      unchanged: 0,
      errors: [...file.errors],
    },
    creates: [],
    updates: [],
    updateChanges: new Map(),
  };
  if (file.errors.length > 0) return plan;
  const catalogue = await loadCatalogue(db);
  const firstLineOfSku = new Map<string, number>();
  for (const row of file.rows) {
    const errors: RowErrors = new Map();
    const sku = productSku.safeParse(row.cells.sku);
    if (!sku.success) addError(errors, 'sku', sku.error.issues[0]!.message);
    const skuKey = sku.success ? sku.data.toLowerCase() : null;
    const firstLine = skuKey === null ? undefined : firstLineOfSku.get(skuKey);
    if (firstLine !== undefined) {
      addError(errors, 'sku', `SKU ${sku.data} is already on line ${firstLine}`);
    } else if (skuKey !== null) {
      firstLineOfSku.set(skuKey, row.line);
    }
    const existing = !sku.success
      ? undefined
      : (catalogue.products.get(sku.data) ??
        catalogue.productsByLowerSku.get(sku.data.toLowerCase()));
    const parsed = productInput.safeParse(inputOf(row, file.columns, existing, catalogue, errors));
    for (const issue of parsed.error?.issues ?? []) {
      const column = columnOf(issue.path);
      // A column the row already explained (an unknown category, say) needs no second message.
      if (!errors.has(column)) addError(errors, column, issue.message);
    }
    let productValues: { row: Row; values: ProductValues } | null = null;
    if (parsed.success && errors.size === 0) {
      try {
        productValues = { row: productRow(parsed.data), values: parsed.data };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        addError(errors, 'description', error.message);
      }
    }
    for (const [column, messages] of errors) {
      for (const message of messages) plan.report.errors.push({ line: row.line, column, message });
    }
    if (!productValues || !sku.success) continue;
    const { row: columns, values } = productValues;
    const modelIds =
      values.fitment && !values.fitment.universal ? values.fitment.machineModelIds : [];
    if (!existing) {
      plan.creates.push({ sku: sku.data, row: columns, modelIds });
      plan.report.creates.push({ line: row.line, sku: sku.data, name: columns.name });
      continue;
    }
    const changes = changesOf(existing, columns, values);
    if (changes.length === 0) {
      plan.report.unchanged += 1;
      continue;
    }
    plan.updates.push({
      id: existing.id,
      row: {
        ...columns,
        // A file without fitment columns keeps the product's.
        ...(values.fitment
          ? fitmentColumns(values.fitment)
          : {
              fitsUniversal: existing.fitsUniversal,
              fitMinWeightKg: existing.fitMinWeightKg,
              fitMaxWeightKg: existing.fitMaxWeightKg,
              fitPinMm: existing.fitPinMm,
              fitCoupler: existing.fitCoupler,
            }),
      },
      modelIds: values.fitment ? modelIds : null,
    });
    plan.updateChanges.set(
      existing.id,
      auditChangesOf(existing, { ...columns, modelIds: values.fitment ? modelIds : null }, changes),
    );
    plan.report.updates.push({ line: row.line, sku: existing.sku, name: columns.name, changes });
  }
  const columnOrder = (column: string | null) =>
    productCsvColumns.indexOf(column as ProductCsvColumn);
  plan.report.errors.sort(
    (a, b) => a.line - b.line || columnOrder(a.column) - columnOrder(b.column),
  );
  return plan;
}

/** The dry run: what importing the file would create and change, and every row's problems. */
export async function previewProductImport(
  db: Database,
  csv: string,
): Promise<ProductImportReport> {
  return (await planImport(db, csv)).report;
}

/** Imports the file in one transaction: every row, or (on any problem) none. */
/** One activity entry per product the import created or changed. */
async function auditImport(tx: Database, actor: StaffActor, plan: Plan) {
  const createdSkus = plan.creates.map((create) => create.sku);
  const created =
    createdSkus.length === 0
      ? []
      : await tx
          .select({
            id: products.id,
            name: products.name,
            stock: products.stock,
            price: products.price,
          })
          .from(products)
          .where(inArray(products.sku, createdSkus));
  await recordAudits(tx, actor, [
    ...created.map((product) => ({
      action: 'product.imported' as const,
      entityType: 'product' as const,
      entityId: product.id,
      entityLabel: product.name,
      changes: changedFields(null, product, ['name', 'price', 'stock']),
    })),
    ...plan.updates.map((update) => ({
      action: 'product.imported' as const,
      entityType: 'product' as const,
      entityId: update.id,
      entityLabel: update.row.name,
      changes: plan.updateChanges.get(update.id) ?? [],
    })),
  ]);
}

export async function applyProductImport(
  db: Database,
  actor: StaffActor,
  csv: string,
): Promise<ProductImportReport> {
  try {
    return await db.transaction(async (tx) => {
      // Planned again inside the transaction, so it writes what it checked.
      const plan = await planImport(tx, csv);
      const { errors } = plan.report;
      if (errors.length > 0) {
        const [first] = errors;
        throw badRequest(
          `Nothing was imported: the file has ${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} (line ${first!.line}: ${first!.message}). Fix them and run the dry run again.`,
        );
      }
      await writeImport(tx, plan);
      await auditImport(tx, actor, plan);
      return { ...plan.report, applied: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict(
      'Nothing was imported: a value that must be unique (such as a SKU) clashed with another product while the file was applied. Run the dry run again.',
    );
  }
}
