// The Jobs view: read from pg-boss's own tables (its job and schedule tables are documented), so
// one statement answers for every job at once.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@buildright/db';
import { isUniqueViolation, rowsOf } from '../database/index.ts';
import { conflict, notFound } from '../errors.ts';
import type { JobDefinition } from './definition.ts';

/** The schema pg-boss keeps its tables in, in the shop's database. */
export const JOB_SCHEMA = 'pgboss';

const jobTable = sql.raw(`${JOB_SCHEMA}.job`);
const scheduleTable = sql.raw(`${JOB_SCHEMA}.schedule`);

/** Milliseconds since 1970, a plain number whichever driver reads it. */
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** Why a run failed: the error pg-boss kept, or the message of a run that took too long. */
const errorText = (output: SQL) =>
  sql`coalesce(${output}->>'message', ${output}->'value'->>'message', ${output}->>'value')`;

type RunOutcome = 'running' | 'succeeded' | 'failed' | 'retrying';

export interface JobLastRun {
  startedAt: Date;
  finishedAt: Date | null;
  outcome: RunOutcome;
  /** 1 for a first try, 2 for the first retry, and so on. */
  attempt: number;
  /** What it did, when it succeeded. */
  summary: string | null;
  /** Why it failed; for a success after retries, why the try before it failed. */
  error: string | null;
}

export interface JobStatus {
  name: string;
  description: string;
  /** When it runs by itself ("Every minute"); null when it runs only when sent. */
  schedule: string | null;
  lastRun: JobLastRun | null;
  /** The next run: one waiting (a retry's time included), or the schedule's next occurrence. */
  nextRunAt: Date | null;
  /** Runs kept that failed for good or wait to be retried. */
  failures: number;
}

export interface JobFailure {
  id: string;
  name: string;
  failedAt: Date;
  attempts: number;
  error: string;
  /** Failed for good (staff may retry it), or waiting for its next try. */
  state: 'failed' | 'retrying';
  retryAt: Date | null;
}

export interface JobFailurePage {
  items: JobFailure[];
  total: number;
}

const namesOf = (jobs: readonly JobDefinition[]) =>
  sql.join(
    jobs.map((job) => sql`${job.name}`),
    sql`, `,
  );

interface StatusRow {
  name: string;
  finishedState: 'completed' | 'failed' | null;
  finishedStartedMs: number | null;
  finishedMs: number | null;
  finishedRetries: number | null;
  finishedSummary: string | null;
  finishedEarlierFailure: string | null;
  finishedError: string | null;
  liveState: 'active' | 'retry' | null;
  liveStartedMs: number | null;
  liveRetries: number | null;
  liveError: string | null;
  waitingMs: number | null;
  failures: number;
  cron: string | null;
}

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

function lastRunOf(row: StatusRow): JobLastRun | null {
  const live =
    row.liveState !== null &&
    row.liveStartedMs !== null &&
    (row.finishedStartedMs === null || row.liveStartedMs >= row.finishedStartedMs);
  if (live) {
    return {
      startedAt: new Date(row.liveStartedMs!),
      finishedAt: null,
      outcome: row.liveState === 'active' ? 'running' : 'retrying',
      attempt: (row.liveRetries ?? 0) + 1,
      summary: null,
      error: row.liveState === 'retry' ? row.liveError : null,
    };
  }
  if (row.finishedState === null || row.finishedStartedMs === null) return null;
  const succeeded = row.finishedState === 'completed';
  return {
    startedAt: new Date(row.finishedStartedMs),
    finishedAt: dateOf(row.finishedMs),
    outcome: succeeded ? 'succeeded' : 'failed',
    attempt: (row.finishedRetries ?? 0) + 1,
    summary: succeeded ? row.finishedSummary : null,
    error: succeeded ? row.finishedEarlierFailure : row.finishedError,
  };
}

/**
 * Each job with its last run (the latest finished one from the completion index, or the one
 * running or waiting to retry when it started later), its next run and how many failures are kept.
 * `nextOccurrence` answers a schedule's next time (pg-boss reads cron as it fires it).
 */
export async function readJobStatuses(
  db: Database,
  jobs: readonly JobDefinition[],
  nextOccurrence: (cron: string) => Date | undefined,
): Promise<JobStatus[]> {
  if (jobs.length === 0) return [];
  const rows = rowsOf<StatusRow>(
    await db.execute(sql`
      select n.name,
        finished.state as "finishedState",
        ${epochMs(sql`finished.started_on`)} as "finishedStartedMs",
        ${epochMs(sql`finished.completed_on`)} as "finishedMs",
        finished.retry_count as "finishedRetries",
        finished.output->>'summary' as "finishedSummary",
        finished.output->>'earlierFailure' as "finishedEarlierFailure",
        ${errorText(sql`finished.output`)} as "finishedError",
        live.state as "liveState",
        ${epochMs(sql`live.started_on`)} as "liveStartedMs",
        live.retry_count as "liveRetries",
        ${errorText(sql`live.output`)} as "liveError",
        (select ${epochMs(sql`min(w.start_after)`)} from ${jobTable} w
          where w.name = n.name and w.state in ('created', 'retry')) as "waitingMs",
        (select count(*)::int from ${jobTable} f
          where f.name = n.name and f.state in ('failed', 'retry')) as failures,
        s.cron
      from unnest(array[${namesOf(jobs)}]::text[]) as n(name)
      left join lateral (
        select state::text, started_on, completed_on, retry_count, output from ${jobTable}
        where name = n.name and completed_on is not null and state in ('completed', 'failed')
        order by completed_on desc limit 1
      ) finished on true
      left join lateral (
        select state::text, started_on, retry_count, output from ${jobTable}
        where name = n.name and state in ('active', 'retry') and started_on is not null
        order by started_on desc limit 1
      ) live on true
      left join ${scheduleTable} s on s.name = n.name and s.key = ''`),
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  return jobs.map((job) => {
    const row = byName.get(job.name)!;
    const scheduled = row.cron === null ? null : (nextOccurrence(row.cron) ?? null);
    const waiting = dateOf(row.waitingMs);
    const nextRunAt =
      waiting && scheduled ? (waiting < scheduled ? waiting : scheduled) : (waiting ?? scheduled);
    return {
      name: job.name,
      description: job.description,
      schedule: row.cron === null ? null : (job.schedule?.label ?? row.cron),
      lastRun: lastRunOf(row),
      nextRunAt,
      failures: row.failures,
    };
  });
}

interface FailureRow {
  id: string;
  name: string;
  state: 'failed' | 'retry';
  retries: number;
  failedMs: number;
  retryMs: number | null;
  error: string | null;
}

/** Runs that failed for good or wait for their next try, the latest first, a page at a time. */
export async function readJobFailures(
  db: Database,
  jobs: readonly JobDefinition[],
  { page, pageSize }: { page: number; pageSize: number },
): Promise<JobFailurePage> {
  if (jobs.length === 0) return { items: [], total: 0 };
  const failed = sql`name in (${namesOf(jobs)}) and state in ('failed', 'retry')`;
  const failedAt = sql`coalesce(completed_on, started_on, created_on)`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select id::text, name, state::text, retry_count as retries,
        ${epochMs(failedAt)} as "failedMs",
        case when state = 'retry' then ${epochMs(sql`start_after`)} end as "retryMs",
        ${errorText(sql`output`)} as error
      from ${jobTable} where ${failed}
      order by ${failedAt} desc, id
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute(sql`select count(*)::int as total from ${jobTable} where ${failed}`),
  ]);
  return {
    items: rowsOf<FailureRow>(rows).map((row) => ({
      id: row.id,
      name: row.name,
      failedAt: new Date(row.failedMs),
      attempts: row.retries + 1,
      error: row.error ?? 'No reason was recorded',
      state: row.state === 'failed' ? 'failed' : 'retrying',
      retryAt: dateOf(row.retryMs),
    })),
    total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0,
  };
}

const stateWords: Record<string, string> = {
  created: 'waiting to run',
  retry: 'waiting for its next try',
  active: 'running',
  completed: 'done',
  cancelled: 'cancelled',
};

/**
 * Puts a run that failed for good back in its queue, with a fresh set of retries (pg-boss's
 * retry). Refused for a run that did not fail, or when a retry of the same job already waits.
 */
export async function retryFailedRun(
  db: Database,
  run: { name: string; id: string },
  retry: (name: string, id: string) => Promise<{ affected: number }>,
): Promise<{ name: string; id: string }> {
  const [found] = rowsOf<{ state: string }>(
    await db.execute(
      sql`select state::text from ${jobTable} where name = ${run.name} and id = ${run.id}::uuid`,
    ),
  );
  if (!found) throw notFound(`No run of ${run.name} has id ${run.id}`);
  if (found.state !== 'failed') {
    throw conflict(
      `This run is ${stateWords[found.state] ?? found.state}: only a failed run can be retried`,
    );
  }
  try {
    const { affected } = await retry(run.name, run.id);
    if (affected === 0) throw conflict('This run changed meanwhile: reload the list');
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(`A retry of ${run.name} is already waiting: it runs first`);
    }
    throw error;
  }
  return run;
}

/** The message of a failure as pg-boss keeps it: an error's message, or what else was thrown. */
export function errorMessageOf(output: unknown): string | null {
  if (typeof output !== 'object' || output === null) return null;
  const { message, value } = output as { message?: unknown; value?: unknown };
  if (typeof message === 'string') return message;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'message' in value) {
    return String((value as { message: unknown }).message);
  }
  return null;
}
