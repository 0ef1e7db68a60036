import { products } from '@buildright/db';

/**
 * A product's own fields, as the products service, the activity log and the CSV import and export
 * read them: one list, so a field added to products is read (and audited) everywhere at once.
 */
export const productColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  description: products.description,
  price: products.price,
  salePrice: products.salePrice,
  stock: products.stock,
  categoryId: products.categoryId,
  imageUrl: products.imageUrl,
  images: products.images,
  isActive: products.isActive,
  fitsUniversal: products.fitsUniversal,
  fitMinWeightKg: products.fitMinWeightKg,
  fitMaxWeightKg: products.fitMaxWeightKg,
  fitPinMm: products.fitPinMm,
  fitCoupler: products.fitCoupler,
};

/** The fields staff edit: every column but the id. */
export const editableProductFields = Object.keys(productColumns).filter(
  (field): field is Exclude<keyof typeof productColumns, 'id'> => field !== 'id',
);
