import { describe, expect, it } from 'vitest';
import type { Product } from '@buildright/api';
import {
  emptyProductValues,
  toProductInput,
  validateProduct,
  valuesFromProduct,
} from './productForm.ts';

const product: Product = {
  id: 4,
  name: 'Hydraulic Thumb',
  description: '<p>Grabs <strong>anything</strong></p>',
  price: '1299.00',
  salePrice: null,
  category: 'Attachments',
  categoryId: 2,
  stock: 7,
  imageUrl: '/demo-images/thumb.svg',
  images: [],
  sku: 'BR-0004',
  isActive: true,
  fitment: { universal: true },
};

describe('product form values', () => {
  it('asks for the required fields with the spec messages', () => {
    const errors = validateProduct({ ...emptyProductValues, stock: '' });
    expect(errors).toMatchObject({
      name: 'Name is required',
      description: 'Description is required',
      price: 'Price is required',
      stock: 'Stock is required',
      categoryId: 'Please choose a category',
    });
  });

  it('sends prices as two-decimal strings and a missing sale price as null', () => {
    const input = toProductInput({
      ...emptyProductValues,
      name: 'Ripper',
      description: '<p>Breaks rock</p>',
      categoryId: '3',
      price: 1250.5,
      salePrice: '',
      stock: 12,
    });
    expect(input).toMatchObject({ price: '1250.50', salePrice: null, stock: 12, categoryId: 3 });
    expect(validateProduct({ ...emptyProductValues, ...valuesFromProduct(product) })).toEqual({});
  });

  it('refuses a sale price that is not lower than the price', () => {
    const values = { ...valuesFromProduct(product), salePrice: 1500 };
    expect(validateProduct(values)).toEqual({
      salePrice: 'Sale price must be lower than the price',
    });
  });

  it('shows a legacy imageUrl as the primary image and keeps imageUrl on the primary', () => {
    const values = valuesFromProduct(product);
    expect(values.images).toEqual([{ url: '/demo-images/thumb.svg', order: 0 }]);
    expect(toProductInput({ ...values, images: [] }).imageUrl).toBeNull();
  });

  it('refuses more than eight images', () => {
    const images = Array.from({ length: 9 }, (_, order) => ({ url: `/u/${order}.webp`, order }));
    expect(validateProduct({ ...valuesFromProduct(product), images }).images).toBe(
      'A product has at most 8 images',
    );
  });
});

describe('volume tiers in the product form', () => {
  const base = {
    ...emptyProductValues,
    name: 'Drill',
    description: '<p>Drills.</p>',
    categoryId: '1',
    price: 100,
    stock: 5,
  };

  it('are left out of the save until the product has listed them', () => {
    expect(toProductInput({ ...base, tiers: null }).tiers).toBeUndefined();
    expect(toProductInput({ ...base, tiers: [{ minQuantity: 10, price: 90 }] }).tiers).toEqual([
      { minQuantity: 10, price: '90.00' },
    ]);
  });

  it('are checked by the shared rules: ascending, cheaper, below the price', () => {
    const errors = validateProduct({
      ...base,
      tiers: [
        { minQuantity: 10, price: 90 },
        { minQuantity: 5, price: 80 },
        { minQuantity: 20, price: 120 },
      ],
    });
    expect(errors['tiers.1.minQuantity']).toMatch(/go up in quantity/);
    expect(errors['tiers.2.price']).toBeDefined();
    expect(validateProduct({ ...base, tiers: [{ minQuantity: '', price: 90 }] })).toHaveProperty(
      'tiers.0.minQuantity',
    );
  });
});
