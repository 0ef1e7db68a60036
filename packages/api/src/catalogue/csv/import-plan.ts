import type { AuditChange, Database } from '@buildright/db';
import { DomainError } from '../../errors.ts';
import {
  productCsvColumns,
  productSku,
  type ProductCsvColumn,
  type ProductImportFieldChange,
  type ProductImportReport,
} from '../shared/csv.ts';
import { toCents } from '../../shared/money.ts';
import { galleryImages } from '../shared/product-image.ts';
import { sanitizeDescription } from '../sanitize.ts';
import {
  priceAboveKeptTier,
  productInput,
  type PriceTierValues,
  type ProductValues,
} from '../shared/product-input.ts';
import { fitmentColumns, productRow } from '../products.ts';
import { loadCatalogue, type Catalogue, type Existing } from './import-catalogue.ts';
import { addError, columnOf, inputOf, type RowErrors } from './import-row-input.ts';
import type { ImportWrites, ImportDocument } from './import-writes.ts';
import type { ProductCsvFile } from './product-rows.ts';
import { documentCell, readDocumentCell } from './document-cells.ts';
import { productCells, type ProductCellValues } from './product-cells.ts';
import { tiersCell } from './tier-cells.ts';
import type { DocumentSources } from './document-sources.ts';
import { documentLabels } from '../product-documents/documents.ts';
import { MAX_PRODUCT_DOCUMENTS } from '../shared/product-documents.ts';
type Row = ReturnType<typeof productRow>;

/** A product as an update leaves it: every column, and what it lists. */
type After = Row &
  ReturnType<typeof fitmentColumns> & {
    modelIds: number[];
    documents: Pick<ImportDocument, 'kind' | 'title' | 'url'>[];
    tiers: PriceTierValues[];
  };

export interface Plan extends ImportWrites {
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

function auditChangesOf(existing: Existing, after: After, columns: ProductCsvColumn[]) {
  return columns.flatMap((column): AuditChange[] => {
    if (column === 'documents') {
      return [
        {
          field: 'documents',
          from: documentLabels(existing.documents),
          to: documentLabels(after.documents),
        },
      ];
    }
    // As the product form's activity entries write them: the list, the smallest quantity first.
    if (column === 'tiers') return [{ field: 'tiers', from: existing.tiers, to: after.tiers }];
    const field = fieldOfColumn[column];
    return field
      ? [{ field, from: existing[field as keyof Existing] ?? null, to: after[field] ?? null }]
      : [];
  });
}

/** The cells a product's row would show, as the export writes them. */
function cellsOf(
  product: Omit<ProductCellValues, 'category' | 'models' | 'documents'> & {
    categoryId: number;
    modelIds: readonly number[];
  },
  documents: Pick<ImportDocument, 'kind' | 'title' | 'url'>[],
  catalogue: Catalogue,
) {
  return productCells({
    ...product,
    category: catalogue.categoryNames.get(product.categoryId) ?? '',
    models: product.modelIds.map((id) => catalogue.machineNames.get(id) ?? ''),
    documents: documentCell(documents),
  });
}

/** Each changed column's cell before and after the update. */
function fieldsOf(
  existing: Existing,
  after: After,
  columns: ProductCsvColumn[],
  catalogue: Catalogue,
): ProductImportFieldChange[] {
  const before = cellsOf(existing, existing.documents, catalogue);
  const cells = cellsOf({ ...after, sku: existing.sku }, after.documents, catalogue);
  return columns.map((column) => ({ column, from: before[column], to: cells[column] }));
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
  // A description stored before it was sanitized (a bulk load) is unchanged by a row that holds
  // it in its sanitized form, as every exported one does once imported.
  if (
    row.description !== existing.description &&
    row.description !== sanitizeDescription(existing.description)
  ) {
    changes.push('description');
  }
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
  if (values.tiers && tiersCell(values.tiers) !== tiersCell(existing.tiers)) changes.push('tiers');
  return changes;
}

/** The same documents, whatever their order: kind, title and address each. */
function sameDocuments(before: readonly ImportDocument[], after: readonly ImportDocument[]) {
  const keys = (documents: readonly ImportDocument[]) =>
    documents
      .map((document) => JSON.stringify([document.kind, document.title, document.url]))
      .sort()
      .join('\n');
  return keys(before) === keys(after);
}

/** The documents a row's cell lists, each resolved to a file the shop holds or will hold. */
function documentsOfRow(cell: string, sources: DocumentSources, errors: RowErrors) {
  const { entries, errors: unreadable } = readDocumentCell(cell);
  for (const message of unreadable) addError(errors, 'documents', message);
  if (entries.length > MAX_PRODUCT_DOCUMENTS) {
    addError(errors, 'documents', `A product has at most ${MAX_PRODUCT_DOCUMENTS} documents`);
  }
  const documents: ImportDocument[] = [];
  const listed = new Set<string>();
  for (const { url, kind, title } of entries) {
    const source = sources.get(url);
    if (listed.has(url)) addError(errors, 'documents', `${url} is listed twice`);
    else if (!source) addError(errors, 'documents', `${url} could not be read`);
    else if ('problem' in source) addError(errors, 'documents', source.problem);
    else documents.push({ kind, title, url: source.url, bytes: source.bytes });
    listed.add(url);
  }
  return documents;
}

/** Checks every row with the product form's rules and sorts them into creates and updates. */
export async function planImport(
  db: Database,
  file: ProductCsvFile,
  sources: DocumentSources,
): Promise<Plan> {
  if (file.errors.length > 0) return emptyPlan(file);
  const catalogue = await loadCatalogue(
    db,
    file.rows.flatMap((row) => (row.cells.sku ? [row.cells.sku.trim()] : [])),
    { withDocuments: file.columns.has('documents') },
  );
  return planRows(file, catalogue, sources);
}

function emptyPlan(file: ProductCsvFile): Plan {
  return {
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
}

/**
 * The plan of a file read without errors, against the products, categories and machines it
 * names, and the documents its URLs were resolved to.
 */
export function planRows(
  file: ProductCsvFile,
  catalogue: Catalogue,
  sources: DocumentSources = new Map(),
): Plan {
  const plan = emptyPlan(file);
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
    const documents = file.columns.has('documents')
      ? documentsOfRow(row.cells.documents ?? '', sources, errors)
      : undefined;
    // Kept tiers (a file without the column) must stay below a changed price, as on the form.
    const above =
      parsed.success && !parsed.data.tiers
        ? existing?.tiers.find((tier) => toCents(tier.price) >= toCents(parsed.data.price))
        : undefined;
    if (above) addError(errors, 'price', priceAboveKeptTier(above.minQuantity));
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
      plan.creates.push({
        sku: sku.data,
        row: columns,
        modelIds,
        ...(documents?.length ? { documents } : {}),
        ...(values.tiers?.length ? { tiers: values.tiers } : {}),
      });
      plan.report.creates.push({ line: row.line, sku: sku.data, name: columns.name });
      continue;
    }
    const changes = changesOf(existing, columns, values);
    const documentsChange = documents && !sameDocuments(existing.documents, documents);
    if (documentsChange) changes.push('documents');
    if (changes.length === 0) {
      plan.report.unchanged += 1;
      continue;
    }
    const after: After = {
      ...columns,
      // A file without fitment columns keeps the product's; so for documents and tiers.
      ...(values.fitment
        ? fitmentColumns(values.fitment)
        : {
            fitsUniversal: existing.fitsUniversal,
            fitMinWeightKg: existing.fitMinWeightKg,
            fitMaxWeightKg: existing.fitMaxWeightKg,
            fitPinMm: existing.fitPinMm,
            fitCoupler: existing.fitCoupler,
          }),
      modelIds: values.fitment ? modelIds : existing.modelIds,
      documents: documents ?? existing.documents,
      tiers: values.tiers ?? existing.tiers,
    };
    const { modelIds: _modelIds, documents: _documents, tiers: _tiers, ...updated } = after;
    plan.updates.push({
      id: existing.id,
      row: updated,
      modelIds: values.fitment ? modelIds : null,
      ...(documentsChange ? { documents } : {}),
      ...(changes.includes('tiers') ? { tiers: values.tiers } : {}),
    });
    plan.updateChanges.set(existing.id, auditChangesOf(existing, after, changes));
    plan.report.updates.push({
      line: row.line,
      sku: existing.sku,
      name: columns.name,
      changes,
      fields: fieldsOf(existing, after, changes, catalogue),
    });
  }
  const columnOrder = (column: string | null) =>
    productCsvColumns.indexOf(column as ProductCsvColumn);
  plan.report.errors.sort(
    (a, b) => a.line - b.line || columnOrder(a.column) - columnOrder(b.column),
  );
  return plan;
}
