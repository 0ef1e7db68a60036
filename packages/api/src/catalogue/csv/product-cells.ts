import type { ProductCsvColumn } from '../shared/csv.ts';
import type { PriceTier } from '../shared/pricing.ts';
import { galleryImages, type ProductImage } from '../shared/product-image.ts';
import { yesNo } from './cells.ts';
import { tiersCell } from './tier-cells.ts';

/** A product with what its cells name by text: its category, machine models and documents. */
export interface ProductCellValues {
  sku: string;
  name: string;
  /** The category's name. */
  category: string;
  price: string;
  salePrice: string | null;
  stock: number;
  isActive: boolean;
  description: string;
  images: readonly ProductImage[] | null;
  fitsUniversal: boolean;
  /** "Make Model" of each machine model it lists. */
  models: readonly string[];
  fitMinWeightKg: number | null;
  fitMaxWeightKg: number | null;
  fitPinMm: number | null;
  fitCoupler: string | null;
  /** The documents cell (document-cells.ts). */
  documents: string;
  tiers: readonly PriceTier[];
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * A product's row as the export writes it, cell by cell: the one writer of the columns, which the
 * import's dry run also shows its before and after in.
 */
export function productCells(product: ProductCellValues): Record<ProductCsvColumn, string> {
  const universal = product.fitsUniversal;
  return {
    sku: product.sku,
    name: product.name,
    category: product.category,
    price: product.price,
    sale_price: text(product.salePrice),
    stock: text(product.stock),
    active: yesNo(product.isActive),
    description: product.description,
    image_urls: galleryImages(product.images)
      .map((image) => image.url)
      .join('|'),
    universal: yesNo(universal),
    machine_models: universal
      ? ''
      : product.models.toSorted((a, b) => a.localeCompare(b)).join('|'),
    min_weight_kg: universal ? '' : text(product.fitMinWeightKg),
    max_weight_kg: universal ? '' : text(product.fitMaxWeightKg),
    pin_mm: universal ? '' : text(product.fitPinMm),
    coupler: universal ? '' : text(product.fitCoupler),
    documents: product.documents,
    tiers: tiersCell(product.tiers),
  };
}
