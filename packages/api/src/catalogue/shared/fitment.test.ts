import { describe, expect, it } from 'vitest';
import {
  describeRule,
  fitVerdict,
  formatTonnes,
  verdictText,
  type MachineModel,
  type ProductFitment,
} from './fitment.ts';
import { fitmentInput } from './fitment-input.ts';

const machine = (overrides: Partial<MachineModel> = {}): MachineModel => ({
  id: 1,
  make: 'Kubota',
  model: 'KX080-4',
  operatingWeightKg: 8_200,
  pinDiameterMm: 50,
  coupler: 'hydraulic',
  ...overrides,
});
const mini = machine({
  id: 2,
  make: 'CAT',
  model: '301.7 CR',
  operatingWeightKg: 1_700,
  pinDiameterMm: 35,
  coupler: 'pin-on',
});
const rule = { minWeightKg: 5_000, maxWeightKg: 9_000, pinMm: null, coupler: null };
const byRule: ProductFitment = { universal: false, models: [], rule };

describe('fit verdicts', () => {
  it('says universal, fits or does not fit with what the product needs', () => {
    expect(fitVerdict({ universal: true }, mini)).toBeNull();
    expect(verdictText(fitVerdict(byRule, machine())!, machine())).toBe('Fits your Kubota KX080-4');
    expect(verdictText(fitVerdict(byRule, mini)!, mini)).toBe(
      'Does not fit your CAT 301.7 CR (needs 5–9 t)',
    );
  });

  it('lets a listed model fit whatever the rule says', () => {
    const listed: ProductFitment = {
      universal: false,
      models: [{ id: 2, make: 'CAT', model: '301.7 CR' }],
      rule,
    };
    expect(fitVerdict(listed, mini)?.kind).toBe('fits');
    const listOnly: ProductFitment = {
      universal: false,
      models: [{ id: 9, make: 'JCB', model: '16C-1' }],
      rule: null,
    };
    expect(verdictText(fitVerdict(listOnly, mini)!, mini)).toBe('Does not fit your CAT 301.7 CR');
  });

  it('holds every part of a rule: pin and coupler too', () => {
    const pinned: ProductFitment = {
      universal: false,
      models: [],
      rule: { ...rule, pinMm: 50, coupler: 'hydraulic' },
    };
    expect(fitVerdict(pinned, machine())?.kind).toBe('fits');
    expect(fitVerdict(pinned, machine({ pinDiameterMm: 55 }))?.kind).toBe('does-not-fit');
    expect(fitVerdict(pinned, machine({ pinDiameterMm: null }))?.kind).toBe('does-not-fit');
    expect(fitVerdict(pinned, machine({ coupler: 'pin-on' }))?.kind).toBe('does-not-fit');
  });
});

describe('rule wording', () => {
  it('names weights in tonnes, pins and couplers', () => {
    expect(formatTonnes(1_700)).toBe('1.7 t');
    expect(
      describeRule({ minWeightKg: 5_000, maxWeightKg: 8_000, pinMm: 60, coupler: 'pin-on' }),
    ).toBe('5–8 t, 60 mm pins, pin-on');
    expect(
      describeRule({ minWeightKg: 13_000, maxWeightKg: null, pinMm: null, coupler: null }),
    ).toBe('13 t or more');
    expect(
      describeRule({ minWeightKg: null, maxWeightKg: 3_500, pinMm: null, coupler: 'skid-steer' }),
    ).toBe('up to 3.5 t, skid steer quick attach');
  });
});

describe('fitment input', () => {
  it('needs models or a rule unless universal, and an ordered weight range', () => {
    expect(fitmentInput.safeParse({ universal: true }).success).toBe(true);
    const empty = fitmentInput.safeParse({ universal: false });
    expect(empty.error?.issues[0]?.message).toBe(
      'Choose the machine models it fits or give a rule (weight, pin or coupler)',
    );
    const inverted = fitmentInput.safeParse({
      universal: false,
      rule: { minWeightKg: 9_000, maxWeightKg: 5_000 },
    });
    expect(inverted.error?.issues[0]?.message).toBe('Minimum weight must not be above the maximum');
    expect(fitmentInput.parse({ universal: false, machineModelIds: [3, 3, 4] })).toEqual({
      universal: false,
      machineModelIds: [3, 4],
      rule: null,
    });
  });
});
