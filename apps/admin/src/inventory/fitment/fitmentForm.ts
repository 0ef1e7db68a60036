import {
  describeRule,
  ruleIsEmpty,
  type CouplerType,
  type FitmentInput,
  type FitmentRule,
  type ProductFitment,
} from '@buildright/api/shared';
import { optionalKg, tonnesFromKg } from '../tonnes.ts';

/** The product form's fitment part; number inputs hold a number, or '' while empty. */
export interface FitmentFormValues {
  kind: 'universal' | 'specific';
  machineModelIds: number[];
  minWeightTonnes: number | string;
  maxWeightTonnes: number | string;
  pinMm: number | string;
  coupler: CouplerType | null;
}

export const universalFitmentValues: FitmentFormValues = {
  kind: 'universal',
  machineModelIds: [],
  minWeightTonnes: '',
  maxWeightTonnes: '',
  pinMm: '',
  coupler: null,
};

export function fitmentValues(fitment: ProductFitment): FitmentFormValues {
  if (fitment.universal) return universalFitmentValues;
  const { rule } = fitment;
  const tonnes = (kg: number | null | undefined) => (kg == null ? '' : tonnesFromKg(kg));
  return {
    kind: 'specific',
    machineModelIds: fitment.models.map((model) => model.id),
    minWeightTonnes: tonnes(rule?.minWeightKg),
    maxWeightTonnes: tonnes(rule?.maxWeightKg),
    pinMm: rule?.pinMm ?? '',
    coupler: rule?.coupler ?? null,
  };
}

/** The rule the form describes; null when no part of it is given. */
function ruleOf(values: FitmentFormValues): FitmentRule | null {
  const rule: FitmentRule = {
    minWeightKg: optionalKg(values.minWeightTonnes) ?? null,
    maxWeightKg: optionalKg(values.maxWeightTonnes) ?? null,
    pinMm: typeof values.pinMm === 'number' ? values.pinMm : null,
    coupler: values.coupler,
  };
  return ruleIsEmpty(rule) ? null : rule;
}

export function toFitmentInput(values: FitmentFormValues): FitmentInput {
  if (values.kind === 'universal') return { universal: true };
  return { universal: false, machineModelIds: values.machineModelIds, rule: ruleOf(values) };
}

/** Where the shared schema's fitment messages go in the form, which edits tonnes. */
const formFields: Record<string, string> = {
  'fitment.rule.minWeightKg': 'fitment.minWeightTonnes',
  'fitment.rule.maxWeightKg': 'fitment.maxWeightTonnes',
  'fitment.rule.pinMm': 'fitment.pinMm',
  'fitment.rule.coupler': 'fitment.coupler',
};

export function fitmentFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [formFields[path] ?? path, message]),
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * "Fits 2 listed models and any machine matching 5–8 t, 60 mm pins", or, for a product made for no
 * machine in particular, that the shop claims nothing about its fit.
 */
export function fitmentSummary(values: FitmentFormValues): string {
  if (values.kind === 'universal') return 'No fitment rules: the shop shows no fit verdict';
  const count = values.machineModelIds.length;
  const rule = ruleOf(values);
  const parts = [
    count > 0 ? plural(count, 'listed model') : null,
    rule ? `any machine matching ${describeRule(rule)}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? `Fits ${parts.join(' and ')}` : 'Fits no machine yet';
}
