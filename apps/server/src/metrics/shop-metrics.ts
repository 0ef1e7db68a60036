import { outboxBacklog, type Logger, type MetricsPort } from '@buildright/api';
import type { ConnectionWatch, Database } from '@buildright/db';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { requestHistogram } from './request-histogram.ts';

interface ShopMetricsOptions {
  db: Database;
  /** The connection's pool, LISTEN and statement times; absent on a hand-built connection. */
  watch: ConnectionWatch | undefined;
  log: Logger;
}

/** A scrape waits this long for the outbox's figures, then serves the last ones it had. */
const OUTBOX_READ_MS = 2_000;

/** The methods Node's HTTP parser passes; anything else would be one label per spelling. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Every metric the shop exposes, in a registry of its own (tests build several apps in one
 * process), and the MetricsPort the domains count through. Labels come from short fixed lists:
 * a route's template (never its URL), a job's name, an outcome.
 */
export function createShopMetrics({ db, watch, log }: ShopMetricsOptions) {
  const registry = new Registry();
  const registers = [registry];
  // Resident memory, heap, event-loop lag, GC pauses. Three gauges of open handles are named
  // as counters (`_total`), which `promtool check metrics` refuses: left out.
  collectDefaultMetrics({ register: registry });
  for (const name of ['handles', 'requests', 'resources']) {
    registry.removeSingleMetric(`nodejs_active_${name}_total`);
  }

  const requestDuration = requestHistogram(registry);

  const payments = new Counter({
    name: 'shop_payment_attempts_total',
    help: 'Card payments settled, by outcome: paid or failed (declined).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const refunds = new Counter({
    name: 'shop_refunds_total',
    help: 'Refunds through the payment provider, by outcome: succeeded or failed.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const holdsReleased = new Counter({
    name: 'shop_card_holds_released_total',
    help: 'Unpaid card orders whose units went back on sale: by the sweep, or by staff.',
    labelNames: ['by'] as const,
    registers,
  });
  const mailNotSent = new Counter({
    name: 'shop_mail_delivery_failures_total',
    help: 'Attempts to send an e-mail that failed (retried later, or given up on).',
    registers,
  });
  // Counted as plain numbers, published at each scrape: a lookup is on the catalogue's fast path.
  const lookups = { hit: 0, miss: 0 };
  new Counter({
    name: 'shop_catalogue_cache_lookups_total',
    help: "Lookups in the catalogue's cache, by result: hit or miss.",
    labelNames: ['result'] as const,
    registers,
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, lookups.hit);
      this.inc({ result: 'miss' }, lookups.miss);
    },
  });
  const jobRuns = new Counter({
    name: 'shop_job_runs_total',
    // Not `job`: Prometheus gives that label to the scrape job.
    help: 'Runs of background jobs this process took, by job name and outcome: succeeded or failed.',
    labelNames: ['job_name', 'outcome'] as const,
    registers,
  });
  const jobLag = new Histogram({
    name: 'shop_job_lag_seconds',
    help: 'How long after it was due a job run started, by job name.',
    labelNames: ['job_name'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600],
    registers,
  });
  // Zero from the start, so a first failure is an increase a rule can see.
  for (const outcome of ['paid', 'failed']) payments.inc({ outcome }, 0);
  for (const outcome of ['succeeded', 'failed']) refunds.inc({ outcome }, 0);
  for (const by of ['sweep', 'staff']) holdsReleased.inc({ by }, 0);

  registerOutboxGauges(registers, db, log);
  const stopWatching = watch ? registerDatabaseMetrics(registers, watch) : () => {};

  const port: MetricsPort = {
    paymentSettled: (outcome) => payments.inc({ outcome }),
    refunded: (outcome) => refunds.inc({ outcome }),
    cardHoldsReleased: (by, orders) => holdsReleased.inc({ by }, orders),
    mailNotSent: () => mailNotSent.inc(),
    catalogueCacheLookup: (hit) => void (hit ? lookups.hit++ : lookups.miss++),
    jobRun: ({ job, failed, lagSeconds }) => {
      jobRuns.inc({ job_name: job, outcome: failed ? 'failed' : 'succeeded' });
      jobLag.observe({ job_name: job }, lagSeconds);
    },
  };

  return {
    registry,
    port,
    /** Zero for each job's outcomes, so its first failure shows as an increase. */
    jobsDefined(names: string[]) {
      for (const job of names) {
        for (const outcome of ['succeeded', 'failed']) jobRuns.inc({ job_name: job, outcome }, 0);
      }
    },
    /**
     * One answered request. `route` is its template as registered (`/api/products/:id`), or
     * undefined when no route matched: every unknown path is the one label `unmatched`.
     */
    requestAnswered(route: string | undefined, method: string, status: number, seconds: number) {
      requestDuration.observe(
        route ?? 'unmatched',
        METHODS.has(method) ? method : 'OTHER',
        `${Math.floor(status / 100)}xx`,
        seconds,
      );
    },
    close() {
      stopWatching();
      registry.clear();
    },
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;

/**
 * The outbox's backlog, read at each scrape (an indexed count, capped), once for both gauges. A
 * read that fails or takes too long leaves the last figures: the scrape itself still answers.
 */
function registerOutboxGauges(registers: Registry[], db: Database, log: Logger) {
  let reading: Promise<void> | undefined;
  const read = () =>
    (reading ??= Promise.race([
      outboxBacklog(db).then((backlog) => {
        emails.set({ status: 'pending' }, backlog.pending);
        emails.set({ status: 'failed' }, backlog.failed);
        oldest.set(backlog.oldestPendingSeconds);
      }),
      new Promise<void>((_, reject) => {
        setTimeout(() => reject(new Error('no answer in time')), OUTBOX_READ_MS).unref();
      }),
    ])
      .catch((error: unknown) => log.warn({ err: error }, 'Mail outbox not read for the metrics'))
      .finally(() => (reading = undefined)));
  const emails = new Gauge({
    name: 'shop_mail_outbox_emails',
    help: 'E-mails in the outbox by status: pending (waiting, retries included) or failed (given up until staff retry); counted up to 10,000.',
    labelNames: ['status'] as const,
    registers,
    collect: read,
  });
  const oldest = new Gauge({
    name: 'shop_mail_outbox_oldest_pending_seconds',
    help: 'How long the oldest pending e-mail has waited; 0 when none waits.',
    registers,
    collect: read,
  });
}

/** The pool's use and LISTEN's state at each scrape; each statement's time as it ends. */
function registerDatabaseMetrics(registers: Registry[], watch: ConnectionWatch) {
  new Gauge({
    name: 'shop_db_pool_connections_in_use',
    help: "Connections of this process's pool running a statement or holding a transaction.",
    registers,
    collect() {
      this.set(watch.poolUse().inUse);
    },
  });
  new Gauge({
    name: 'shop_db_pool_connections_max',
    help: "The size of this process's pool.",
    registers,
    collect() {
      this.set(watch.poolUse().size);
    },
  });
  new Gauge({
    name: 'shop_db_pool_waiting',
    help: 'Statements and transactions waiting for a connection of the pool.',
    registers,
    collect() {
      this.set(watch.poolUse().waiting);
    },
  });
  new Gauge({
    name: 'shop_db_listen_up',
    help: 'Whether the LISTEN connection is up (1), so catalogue changes and new mail are heard.',
    registers,
    collect() {
      this.set(watch.listening() ? 1 : 0);
    },
  });
  const queryDuration = new Histogram({
    name: 'shop_db_query_duration_seconds',
    help: 'Time from sending a statement to its answer, waiting for a connection included.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  return watch.observeQueries((seconds) => queryDuration.observe(seconds));
}
