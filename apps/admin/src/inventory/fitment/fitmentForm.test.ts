import { describe, expect, it } from 'vitest';
import type { Product } from '@buildright/api';
import { validateProduct, valuesFromProduct } from '../productForm.ts';
import {
  fitmentSummary,
  fitmentValues,
  toFitmentInput,
  universalFitmentValues,
  type FitmentFormValues,
} from './fitmentForm.ts';

const specific: FitmentFormValues = { ...universalFitmentValues, kind: 'specific' };

const coupler: Product = {
  id: 9,
  name: 'Hydraulic Quick Coupler QC-20',
  description: '<p>Swaps buckets from the cab</p>',
  price: '2890.00',
  salePrice: null,
  category: 'Attachments',
  categoryId: 2,
  stock: 3,
  imageUrl: null,
  images: [],
  sku: 'BR-0009',
  isActive: true,
  fitment: {
    universal: false,
    models: [
      { id: 6, make: 'CAT', model: '320' },
      { id: 37, make: 'Volvo', model: 'EC220E' },
    ],
    rule: { minWeightKg: 13_000, maxWeightKg: 20_500, pinMm: null, coupler: null },
  },
};

describe('fitment form values', () => {
  it('fills the form from a product: listed models as ids, weights in tonnes', () => {
    expect(fitmentValues(coupler.fitment)).toEqual({
      kind: 'specific',
      machineModelIds: [6, 37],
      minWeightTonnes: 13,
      maxWeightTonnes: 20.5,
      pinMm: '',
      coupler: null,
    });
    expect(fitmentValues({ universal: true })).toEqual(universalFitmentValues);
  });

  it('sends what it loaded unchanged', () => {
    expect(toFitmentInput(fitmentValues(coupler.fitment))).toEqual({
      universal: false,
      machineModelIds: [6, 37],
      rule: { minWeightKg: 13_000, maxWeightKg: 20_500, pinMm: null, coupler: null },
    });
  });

  it('sends universal without the specific choices kept in the form', () => {
    const values = { ...fitmentValues(coupler.fitment), kind: 'universal' as const };
    expect(toFitmentInput(values)).toEqual({ universal: true });
  });

  it('sends no rule when no part of it is given, and tonnes as kilograms', () => {
    expect(toFitmentInput({ ...specific, machineModelIds: [4] })).toEqual({
      universal: false,
      machineModelIds: [4],
      rule: null,
    });
    expect(toFitmentInput({ ...specific, minWeightTonnes: 8.2, pinMm: 60 })).toMatchObject({
      rule: { minWeightKg: 8200, maxWeightKg: null, pinMm: 60, coupler: null },
    });
  });
});

describe('fitment validation', () => {
  const product = valuesFromProduct(coupler);

  it('asks for machine models or a rule with the shared message', () => {
    expect(validateProduct({ ...product, fitment: specific })).toEqual({
      'fitment.machineModelIds':
        'Choose the machine models it fits or give a rule (weight, pin or coupler)',
    });
  });

  it('puts the weight range message on the tonnes input', () => {
    const fitment = { ...specific, minWeightTonnes: 8, maxWeightTonnes: 5 };
    expect(validateProduct({ ...product, fitment })).toEqual({
      'fitment.maxWeightTonnes': 'Minimum weight must not be above the maximum',
    });
  });

  it('accepts a product loaded as it is', () => {
    expect(validateProduct(product)).toEqual({});
  });
});

describe('fitment summary', () => {
  it('says in one line what the product fits', () => {
    expect(fitmentSummary(universalFitmentValues)).toBe(
      'No fitment rules: the shop shows no fit verdict',
    );
    expect(fitmentSummary(fitmentValues(coupler.fitment))).toBe(
      'Fits 2 listed models and any machine matching 13–20.5 t',
    );
    expect(fitmentSummary({ ...specific, pinMm: 60, coupler: 'pin-on' })).toBe(
      'Fits any machine matching 60 mm pins, pin-on',
    );
    expect(fitmentSummary({ ...specific, machineModelIds: [1] })).toBe('Fits 1 listed model');
    expect(fitmentSummary(specific)).toBe('Fits no machine yet');
  });
});
