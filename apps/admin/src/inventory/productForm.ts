import type { Product } from '@buildright/api';
import {
  MAX_PRODUCT_IMAGES,
  productInput,
  type PriceTier,
  type ProductImage,
  type ProductInput,
} from '@buildright/api/shared';
import { schemaErrors } from '../lib/validate.ts';
import {
  fitmentFieldErrors,
  fitmentValues,
  toFitmentInput,
  universalFitmentValues,
  type FitmentFormValues,
} from './fitment/fitmentForm.ts';
import { sortedImages } from './imageList.ts';

/** What the product form edits; number inputs hold a number, or '' while empty. */
export interface ProductFormValues {
  name: string;
  categoryId: string | null;
  description: string;
  price: number | string;
  salePrice: number | string;
  stock: number | string;
  isActive: boolean;
  images: ProductImage[];
  fitment: FitmentFormValues;
  /** Volume tiers; null until the product's own answer (which lists them) is in: left unsaved. */
  tiers: TierFormValues[] | null;
}

export interface TierFormValues {
  minQuantity: number | string;
  price: number | string;
}

export const emptyProductValues: ProductFormValues = {
  name: '',
  categoryId: null,
  description: '',
  price: '',
  salePrice: '',
  stock: 0,
  isActive: true,
  images: [],
  fitment: universalFitmentValues,
  tiers: [],
};

/** The product's tiers as the form edits them. */
export const tierValues = (tiers: readonly PriceTier[]): TierFormValues[] =>
  tiers.map((tier) => ({ minQuantity: tier.minQuantity, price: tier.price }));

/** A product to edit; its tiers are known once the product's own answer is in. */
export function valuesFromProduct(product: Product & { tiers?: PriceTier[] }): ProductFormValues {
  // A product that only has the legacy imageUrl shows it as its primary image.
  const images =
    product.images.length > 0
      ? sortedImages(product.images)
      : product.imageUrl
        ? [{ url: product.imageUrl, order: 0 }]
        : [];
  return {
    name: product.name,
    categoryId: String(product.categoryId),
    description: product.description,
    price: product.price,
    salePrice: product.salePrice ?? '',
    stock: product.stock,
    isActive: product.isActive,
    images,
    fitment: fitmentValues(product.fitment),
    tiers: product.tiers ? tierValues(product.tiers) : null,
  };
}

/** An amount as the two-decimal string the API takes ("1299.00"); blank stays blank. */
function money(value: number | string): string {
  return typeof value === 'number' ? value.toFixed(2) : value.trim();
}

/** The form's values as the API takes them, stock or category possibly still missing. */
type ProductDraft = Omit<ProductInput, 'stock' | 'categoryId'> &
  Partial<Pick<ProductInput, 'stock' | 'categoryId'>>;

function toProductDraft(values: ProductFormValues): ProductDraft {
  const salePrice = money(values.salePrice);
  return {
    name: values.name,
    description: values.description,
    price: money(values.price),
    salePrice: salePrice === '' ? null : salePrice,
    // Left blank, the shared schema answers "Stock is required".
    stock: values.stock === '' ? undefined : values.stock,
    categoryId: values.categoryId === null ? undefined : Number(values.categoryId),
    // imageUrl mirrors the primary image for clients that only read that field.
    imageUrl: values.images[0]?.url ?? null,
    images: values.images,
    isActive: values.isActive,
    fitment: toFitmentInput(values.fitment),
    tiers: values.tiers?.map((tier) => ({
      // Left blank, the shared schema names the field.
      minQuantity: tier.minQuantity === '' ? Number.NaN : tier.minQuantity,
      price: money(tier.price),
    })),
  };
}

/** What is sent once validateProduct has passed, so stock and category are there. */
export function toProductInput(values: ProductFormValues): ProductInput {
  const { stock, categoryId, ...draft } = toProductDraft(values);
  if (stock === undefined || categoryId === undefined) {
    throw new Error('A product without stock or category is stopped by validateProduct');
  }
  return { ...draft, stock, categoryId };
}

/** The shared product rules, checked before anything is sent. */
export function validateProduct(values: ProductFormValues): Record<string, string> {
  const errors = fitmentFieldErrors(schemaErrors(productInput, toProductDraft(values)));
  const imageError = Object.entries(errors).find(([path]) => path.startsWith('images.'));
  if (imageError) errors.images ??= imageError[1];
  if (values.categoryId === null) errors.categoryId = 'Please choose a category';
  if (values.images.length > MAX_PRODUCT_IMAGES) {
    errors.images = `A product has at most ${MAX_PRODUCT_IMAGES} images`;
  }
  return errors;
}
