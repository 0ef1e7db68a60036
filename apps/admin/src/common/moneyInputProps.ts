/** A number input for dollars and cents, never below zero. */
export const moneyInputProps = {
  prefix: '$',
  min: 0,
  step: 0.01,
  decimalScale: 2,
  fixedDecimalScale: true,
  thousandSeparator: ',',
  allowNegative: false,
} as const;
