import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from '@buildright/db';
import { firstRow } from './sql-rows.ts';

/** Up to this many matches a list is counted exactly; beyond, it says "about". */
const EXACT_COUNT_LIMIT = 5_000;

export interface Counted {
  total: number;
  /** The total is the planner's estimate, rounded: shown as "about". */
  totalIsEstimate: boolean;
}

/** An estimate as people say it: 12,400 rather than 12,437. */
function roughly(count: number): number {
  if (count < 100) return Math.round(count);
  const unit = 10 ** (Math.floor(Math.log10(count)) - 2);
  return Math.round(count / unit) * unit;
}

interface ExplainedPlan {
  Plan: { 'Plan Rows': number };
}

/**
 * How many rows `matching` (a select of the matching rows, unordered and unlimited) finds:
 * exactly up to EXACT_COUNT_LIMIT, which reads at most that many; beyond it the planner's
 * estimate, rounded and never below the limit, so a million-row list is not counted at every
 * page.
 */
export async function countMatching(
  db: Database | Transaction,
  matching: SQLWrapper,
): Promise<Counted> {
  const counted = firstRow<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (${matching} limit ${EXACT_COUNT_LIMIT + 1}) counted`,
    ),
  )!.n;
  if (counted <= EXACT_COUNT_LIMIT) return { total: counted, totalIsEstimate: false };
  const explained = firstRow<{ 'QUERY PLAN': ExplainedPlan[] | string }>(
    await db.execute(sql`explain (format json) ${matching}`),
  )!['QUERY PLAN'];
  const [plan] =
    typeof explained === 'string' ? (JSON.parse(explained) as ExplainedPlan[]) : explained;
  const estimate = plan?.Plan['Plan Rows'] ?? 0;
  return { total: roughly(Math.max(estimate, EXACT_COUNT_LIMIT + 1)), totalIsEstimate: true };
}
