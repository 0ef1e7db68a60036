export { chunks } from './chunks.ts';
export { type Counted, countMatching } from './counting.ts';
export { keysetBatches } from './keyset-batches.ts';
export { withInMemoryPlanning, withoutTableScans } from './planning.ts';
export {
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isUniqueViolation,
  isUnstorableText,
} from './postgres-errors.ts';
export {
  defaultRateLimits,
  mailboxKey,
  type RateLimitBucket,
  type RateLimitRule,
  RateLimits,
  scaledRateLimits,
} from './rate-limits.ts';
export { firstRow, rowsOf } from './sql-rows.ts';
export { UNSTORABLE_TEXT_MESSAGE, unstorableTextIssue } from './storable-text.ts';
