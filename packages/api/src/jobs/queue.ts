import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import pLimit from 'p-limit';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { DatabaseConnection } from '@buildright/db';
import type { Logger, MetricsPort } from '../shared/ports.ts';
import { activeTraceparent, linksTo, tracer } from '../shared/trace-context.ts';
import type { JobDefinition } from './definition.ts';
import {
  errorMessageOf,
  JOB_SCHEMA,
  retryFailedRun,
  readJobFailures,
  readJobStatuses,
} from './view.ts';

interface JobQueueOptions {
  /** The shop's own database: pg-boss keeps its tables beside the shop's, in schema `pgboss`. */
  connection: Pick<DatabaseConnection, 'db' | 'driver' | 'runSql'>;
  jobs: readonly JobDefinition[];
  log: Logger;
  /** Told of each run the queue hands out (not of runNow's): its outcome and its lag. */
  metrics: Pick<MetricsPort, 'jobRun'>;
  /** Off, no job runs by itself (tests run one when they mean to); a run can still be sent. */
  schedules: boolean;
  /** How often a process looks for schedules come due, in seconds: 30 unless a test hurries. */
  schedulePassSeconds?: number;
  /** How often a process looks for runs others made, in seconds: 5 unless a test hurries. */
  pollingSeconds?: number;
}

/** Finished runs, failed ones included, are kept this long for the Jobs view, then deleted. */
const KEEP_FINISHED_SECONDS = 3 * 24 * 60 * 60;
/**
 * What a run the schedule made carries; a run sent carries the trace context of whoever sent it
 * when tracing, else nothing.
 */
const SCHEDULED = { scheduled: true };
/** How often each process looks for runs sent by another (a schedule's included). */
const POLLING_SECONDS = 5;
/**
 * The queue's statements a process sends at once. pg-boss polls for each job and keeps its
 * schedules and housekeeping side by side: unbounded, they can take every connection of a pool,
 * and with every connection busy postgres.js sends a query down behind another's, whose answer
 * PgBouncer 1.18 in transaction mode loses (the server goes back to its pool at the first one's
 * end, and the query waits forever).
 */
const STATEMENTS_AT_ONCE = 2;
/** Runs a process makes at once, whatever their jobs: as many as its two timers did, and one. */
const RUNS_AT_ONCE = 3;
/** A stopping process lets the runs in progress finish for this long. */
const STOP_GRACE_MS = 10_000;
/**
 * A process whose database is down when it starts keeps trying in the background (pg-boss waits
 * 1 s, then twice as long each time, at most 30 s): this many tries is days, as good as forever.
 */
const START_ATTEMPTS = 10_000;

/**
 * How long after it was due a run started, in seconds, by the database's clock. pg-boss reads
 * the times as text on postgres.js and as dates on PGlite; both parse.
 */
function lagOf(run: Pick<JobWithMetadata, 'startedOn' | 'startAfter'>): number {
  const lag = (new Date(run.startedOn).getTime() - new Date(run.startAfter).getTime()) / 1000;
  return Number.isFinite(lag) ? Math.max(0, lag) : 0;
}

/**
 * The job queue on the shop's PostgreSQL (pg-boss), the same on the embedded database: each job
 * is a pg-boss queue of its own, with its retry policy, and a schedule that makes one run per
 * occurrence across every process. A queue holds at most one run waiting and one running
 * (pg-boss's `stately` policy): a run asked for while one waits is that run.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { connection, jobs, log, metrics } = options;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const statements = pLimit(STATEMENTS_AT_ONCE);
  const runs = pLimit(RUNS_AT_ONCE);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => statements(() => connection.runSql(text, values)) },
    backend: connection.driver === 'pglite' ? 'pglite' : 'postgres',
    schema: JOB_SCHEMA,
    schedule: options.schedules,
    ...(options.schedulePassSeconds && {
      cronMonitorIntervalSeconds: options.schedulePassSeconds,
      cronWorkerIntervalSeconds: options.schedulePassSeconds,
    }),
  });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  boss.on('warning', ({ message, data }) => log.warn({ data }, message));

  const workers = new Map<string, string>();
  /** Each job's runs in this process, one after the other (the worker's and runNow's). */
  const running = new Map<string, Promise<unknown>>();
  let settingUp: Promise<void> | undefined;
  let stopping = false;

  /** After the job's run in progress in this process, and once fewer than RUNS_AT_ONCE run. */
  function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
    const run = (running.get(name) ?? Promise.resolve()).catch(() => {}).then(() => runs(work));
    running.set(name, run);
    return run;
  }

  function definitionOf(name: string): JobDefinition {
    const job = byName.get(name);
    if (!job) throw new Error(`No job is named ${name}`);
    return job;
  }

  const handle =
    (job: JobDefinition) =>
    async ([run]: JobWithMetadata[]) => {
      if (!run) return null;
      const attempt = run.retryCount + 1;
      // A retry carries the failure before it: kept beside the outcome, the Jobs view shows it.
      const earlierFailure = attempt > 1 ? errorMessageOf(run.output) : null;
      const lagSeconds = lagOf(run);
      // A run stands for every send made while it waited: it starts a trace of its own, linked to
      // the one that sent it.
      const sentFrom = (run.data as { traceparent?: string } | null)?.traceparent;
      const spanOptions = {
        kind: SpanKind.CONSUMER,
        root: true,
        links: linksTo(sentFrom),
        attributes: { 'job.name': job.name, 'job.attempt': attempt },
      };
      return tracer.startActiveSpan(`job ${job.name}`, spanOptions, async (span) => {
        try {
          const summary = await exclusive(job.name, () => job.run({ attempt, signal: run.signal }));
          metrics.jobRun({ job: job.name, failed: false, lagSeconds });
          return { summary: summary ?? null, ...(earlierFailure && { earlierFailure }) };
        } catch (error) {
          metrics.jobRun({ job: job.name, failed: true, lagSeconds });
          log.warn({ err: error, job: job.name, attempt }, `Job ${job.name} failed`);
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      });
    };

  async function setUp(attempts: number) {
    await boss.start({ attempts });
    for (const job of jobs) {
      const policy = {
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: true,
        retryDelayMax: job.retry.maxDelaySeconds,
        expireInSeconds: job.timeoutSeconds,
        deleteAfterSeconds: KEEP_FINISHED_SECONDS,
      };
      // Created once; a changed policy is written on the next start.
      await boss.createQueue(job.name, { policy: 'stately', ...policy });
      await boss.updateQueue(job.name, policy);
      if (!workers.has(job.name)) {
        const workOptions = {
          includeMetadata: true as const,
          // A run this process sends wakes its worker at once; looking is for the others'.
          pollingIntervalSeconds: options.pollingSeconds ?? POLLING_SECONDS,
        };
        workers.set(job.name, await boss.work(job.name, workOptions, handle(job)));
      }
    }
    if (options.schedules) await writeSchedules();
  }

  /** The schedules as defined: written anew; those of jobs gone or unscheduled, removed. */
  async function writeSchedules() {
    for (const job of jobs) {
      if (job.schedule) {
        // A schedule that came due while no process ran (a deploy) runs once when one does. Its
        // runs say so: they can be told from runs sent.
        await boss.schedule(job.name, job.schedule.cron, SCHEDULED, { tz: 'UTC', missed: 'once' });
      }
    }
    for (const schedule of await boss.getSchedules()) {
      if (!byName.get(schedule.name)?.schedule) await boss.unschedule(schedule.name);
    }
  }

  return {
    /**
     * Starts the queue: its tables (pg-boss installs and migrates them), each job's queue, worker
     * and schedule. A database that is down does not hold up the server: the queue keeps trying
     * in the background and starts once it is back.
     */
    async start(): Promise<void> {
      try {
        await setUp(1);
      } catch (error) {
        if (stopping) return;
        log.warn({ err: error }, 'The job queue could not start; trying again in the background');
        settingUp = setUp(START_ATTEMPTS).catch((error: unknown) => {
          if (!stopping) log.error({ err: error }, 'The job queue did not start');
        });
      }
    },

    /** Lets the runs in progress finish (for a while), then stops taking any. */
    async stop(): Promise<void> {
      stopping = true;
      await boss.stop({ graceful: true, timeout: STOP_GRACE_MS, close: false });
      await settingUp;
      await Promise.allSettled(running.values());
    },

    /**
     * Asks for a run as soon as a worker is free, in whichever process; a run already waiting
     * takes this one's place. Never throws: the job's schedule catches up with one that was lost.
     */
    async send(name: string): Promise<void> {
      definitionOf(name);
      try {
        const traceparent = activeTraceparent();
        const id = await boss.send(name, traceparent ? { traceparent } : null);
        const worker = workers.get(name);
        // This process sent it: its own worker takes it now rather than at its next look.
        if (id && worker) boss.notifyWorker(worker);
      } catch (error) {
        log.warn({ err: error, job: name }, `Could not send a run of job ${name}`);
      }
    },

    /**
     * Runs the job here and now, after its run in progress in this process, and answers what it
     * did: for tests and tools that need its work done before they go on. Not recorded as a run.
     */
    runNow(name: string): Promise<string | undefined> {
      const job = definitionOf(name);
      return exclusive(name, () => job.run({ attempt: 1, signal: new AbortController().signal }));
    },

    /** Each job as the Jobs view shows it: its last run and outcome, its next, its failures. */
    statuses: () =>
      readJobStatuses(connection.db, jobs, (cron) => boss.previewSchedule(cron, { count: 1 })[0]),

    failures: (page: { page: number; pageSize: number }) =>
      readJobFailures(connection.db, jobs, page),

    /** Runs a failed run again, with a fresh set of retries. */
    retry: (run: { name: string; id: string }) =>
      retryFailedRun(connection.db, run, async (name, id) => {
        // Its type declares no fields; at run time it counts the runs it moved, as the docs say.
        const moved = (await boss.retry(name, id)) as { affected?: number };
        return { affected: moved.affected ?? 0 };
      }),
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/** What the Jobs view needs of the queue. */
export type JobsPort = Pick<JobQueue, 'statuses' | 'failures' | 'retry'>;
