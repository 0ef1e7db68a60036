import { fitmentCsvColumns, type ProductCsvColumn } from '../shared/csv.ts';
import { couplerTypes } from '../shared/fitment.ts';
import { galleryImages } from '../shared/product-image.ts';
import { lowerKey, type Catalogue, type Existing } from './import-catalogue.ts';
import type { ProductCsvCells, ProductCsvRow } from './product-rows.ts';
import { readTiersCell } from './tier-cells.ts';

/** Reading a row: its cells as the product form's input, and the problems only a CSV has. */

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

export type RowErrors = Map<ProductCsvColumn, string[]>;

export function addError(errors: RowErrors, column: ProductCsvColumn, message: string) {
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
export function inputOf(
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
  if (columns.has('tiers')) {
    const { entries, errors: unreadable } = readTiersCell(cells.tiers ?? '');
    for (const message of unreadable) addError(errors, 'tiers', message);
    input.tiers = entries;
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
export function columnOf(path: readonly PropertyKey[]): ProductCsvColumn {
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
    case 'tiers':
      return field;
    default:
      return 'sku';
  }
}
