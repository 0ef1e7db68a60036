import { couplerTypes, type CouplerType } from '@buildright/db/domain';

export { couplerTypes, type CouplerType };

export const couplerLabels: Record<CouplerType, string> = {
  'pin-on': 'Pin-on',
  hydraulic: 'Hydraulic quick coupler',
  mechanical: 'Mechanical quick coupler',
  tiltrotator: 'Tiltrotator',
  'skid-steer': 'Skid steer quick attach',
};

export interface MachineModel {
  id: number;
  make: string;
  model: string;
  operatingWeightKg: number;
  /** Null for machines without a pin mount (skid steers). */
  pinDiameterMm: number | null;
  coupler: CouplerType;
}

/** The part of a fitment that admits every machine within it; an empty part admits none. */
export interface FitmentRule {
  minWeightKg: number | null;
  maxWeightKg: number | null;
  pinMm: number | null;
  coupler: CouplerType | null;
}

export type ProductFitment =
  | { universal: true }
  | {
      universal: false;
      models: Pick<MachineModel, 'id' | 'make' | 'model'>[];
      rule: FitmentRule | null;
    };

export type FitVerdict = { kind: 'fits' } | { kind: 'does-not-fit'; needs: string | null };

export const machineName = (machine: Pick<MachineModel, 'make' | 'model'>) =>
  `${machine.make} ${machine.model}`;

/** 1700 → "1.7 t", 8000 → "8 t" */
export function formatTonnes(kg: number): string {
  return `${formatTonnesNumber(kg)} t`;
}

function formatTonnesNumber(kg: number): string {
  return String(Math.round(kg / 100) / 10);
}

export function ruleIsEmpty(rule: FitmentRule): boolean {
  return (
    rule.minWeightKg === null &&
    rule.maxWeightKg === null &&
    rule.pinMm === null &&
    rule.coupler === null
  );
}

/** What a rule asks of a machine, in words: "5–8 t, 60 mm pins, pin-on". */
export function describeRule(rule: FitmentRule): string {
  const parts: string[] = [];
  const { minWeightKg: min, maxWeightKg: max } = rule;
  if (min !== null && max !== null) {
    parts.push(`${formatTonnesNumber(min)}–${formatTonnes(max)}`);
  } else if (min !== null) {
    parts.push(`${formatTonnes(min)} or more`);
  } else if (max !== null) {
    parts.push(`up to ${formatTonnes(max)}`);
  }
  if (rule.pinMm !== null) parts.push(`${rule.pinMm} mm pins`);
  if (rule.coupler !== null) parts.push(couplerLabels[rule.coupler].toLowerCase());
  return parts.join(', ');
}

/**
 * Whether a machine is within a rule. The catalogue's "fits my machine" filter asks the same in
 * SQL (services/search/fitment-sql.ts); a test holds the two to one answer.
 */
export function ruleAdmits(rule: FitmentRule, machine: MachineModel): boolean {
  if (ruleIsEmpty(rule)) return false;
  return (
    (rule.minWeightKg === null || machine.operatingWeightKg >= rule.minWeightKg) &&
    (rule.maxWeightKg === null || machine.operatingWeightKg <= rule.maxWeightKg) &&
    (rule.pinMm === null || machine.pinDiameterMm === rule.pinMm) &&
    (rule.coupler === null || machine.coupler === rule.coupler)
  );
}

/**
 * Whether a product fits a machine; null for a product without fitment rules (a hard hat, a
 * generator), which claims nothing about machines at all.
 */
export function fitVerdict(fitment: ProductFitment, machine: MachineModel): FitVerdict | null {
  if (fitment.universal) return null;
  if (fitment.models.some((model) => model.id === machine.id)) return { kind: 'fits' };
  if (fitment.rule && ruleAdmits(fitment.rule, machine)) return { kind: 'fits' };
  return { kind: 'does-not-fit', needs: fitment.rule ? describeRule(fitment.rule) : null };
}

/** "Fits your Kubota KX080-4", "Does not fit your CAT 301.7 (needs 5–8 t)". */
export function verdictText(verdict: FitVerdict, machine: MachineModel): string {
  switch (verdict.kind) {
    case 'fits':
      return `Fits your ${machineName(machine)}`;
    case 'does-not-fit':
      return `Does not fit your ${machineName(machine)}${verdict.needs ? ` (needs ${verdict.needs})` : ''}`;
  }
}
