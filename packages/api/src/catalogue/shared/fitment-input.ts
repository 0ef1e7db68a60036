import * as z from 'zod';
import { idOf, requiredText } from '../../shared/fields.ts';
import { couplerTypes, ruleIsEmpty } from './fitment.ts';

const MAX_WEIGHT_KG = 1_000_000;

const weightKg = (label: string) =>
  z
    .number({ error: `${label} must be a weight in kg` })
    .int(`${label} must be a whole number of kg`)
    .positive(`${label} must be above 0`)
    .max(MAX_WEIGHT_KG, `${label} must be at most ${MAX_WEIGHT_KG} kg`);

const pinMm = (label: string) =>
  z
    .number({ error: `${label} must be a number of mm` })
    .int(`${label} must be a whole number of mm`)
    .positive(`${label} must be above 0`)
    .max(500, `${label} must be at most 500 mm`);

const coupler = z.enum(couplerTypes, {
  error: `Coupler must be one of ${couplerTypes.join(', ')}`,
});

export const machineModelInput = z.strictObject({
  make: requiredText('Make is required', 60),
  model: requiredText('Model is required', 60),
  operatingWeightKg: weightKg('Operating weight'),
  pinDiameterMm: pinMm('Pin diameter').nullable().default(null),
  coupler,
});
export type MachineModelInput = z.input<typeof machineModelInput>;
export type MachineModelValues = z.output<typeof machineModelInput>;

export const fitmentRuleInput = z
  .strictObject({
    minWeightKg: weightKg('Minimum weight').nullable().default(null),
    maxWeightKg: weightKg('Maximum weight').nullable().default(null),
    pinMm: pinMm('Pin diameter').nullable().default(null),
    coupler: coupler.nullable().default(null),
  })
  .refine(
    (rule) =>
      rule.minWeightKg === null ||
      rule.maxWeightKg === null ||
      rule.minWeightKg <= rule.maxWeightKg,
    { message: 'Minimum weight must not be above the maximum', path: ['maxWeightKg'] },
  );

/** What the product form sends: universal, or listed models and/or a rule. */
export const fitmentInput = z
  .discriminatedUnion('universal', [
    z.strictObject({ universal: z.literal(true) }),
    z.strictObject({
      universal: z.literal(false),
      machineModelIds: z
        .array(idOf('Machine id'))
        .max(500, 'A product lists at most 500 machine models')
        .default([])
        .transform((ids) => [...new Set(ids)]),
      rule: fitmentRuleInput.nullable().default(null),
    }),
  ])
  .refine(
    (fitment) =>
      fitment.universal ||
      fitment.machineModelIds.length > 0 ||
      (fitment.rule !== null && !ruleIsEmpty(fitment.rule)),
    {
      message: 'Choose the machine models it fits or give a rule (weight, pin or coupler)',
      path: ['machineModelIds'],
    },
  );
export type FitmentInput = z.input<typeof fitmentInput>;
export type FitmentValues = z.output<typeof fitmentInput>;
