/** Staff weigh machines in tonnes to one decimal; the API keeps whole kilograms. */
export function kgFromTonnes(tonnes: number): number {
  // 8.2 * 1000 is 8199.999…; rounding gives back the kilograms meant.
  return Math.round(tonnes * 1000);
}

export function tonnesFromKg(kg: number): number {
  return kg / 1000;
}

/** A tonnes input's value ('' while empty) as kilograms; empty stays undefined. */
export function optionalKg(tonnes: number | string): number | undefined {
  return typeof tonnes === 'number' ? kgFromTonnes(tonnes) : undefined;
}

/** A number input for tonnes to one decimal, as staff read operating weights. */
export const tonnesInputProps = {
  suffix: ' t',
  min: 0,
  step: 0.1,
  decimalScale: 1,
  allowNegative: false,
} as const;
