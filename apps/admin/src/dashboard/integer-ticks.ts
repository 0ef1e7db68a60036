/**
 * Whole-number ticks for a count axis, from 0 to at least `max`, at most five intervals, in steps
 * of 1, 2 or 5 times a power of ten: a chart of orders never reads "0, 1, 2, 4".
 */
export function integerTicks(max: number): number[] {
  const rough = Math.max(1, max) / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((n) => n * power).find((n) => n >= rough) ?? 1);
  const last = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: last / step + 1 }, (_, i) => i * step);
}
