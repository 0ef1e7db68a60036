import { rowsOf, type JobDefinition } from '@buildright/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Two server processes on one database, as behind a load balancer, both scheduling: each looks
// for schedules come due every second, where a shop looks every 30.
const scheduling = { schedules: true, schedulePassSeconds: 1, pollingSeconds: 0.5 };

/** The jobs of the shop scheduled every minute: each has one occurrence due from the start. */
const sweeps = [
  'card-holds',
  'quote-expiry',
  'approval-expiry',
  'invoice-reminders',
  'tally-folds',
];
/**
 * Also every minute, and also sent: when mail is queued and when a process starts listening for
 * that. An occurrence while a run sent waits is that run.
 */
const outbox = ['mail-delivery', 'back-in-stock'];

/** A job of the test's own on the same schedule, in each process, saying which ran it. */
const runs: string[] = [];
const tick = (process: string): JobDefinition => ({
  name: 'tick-test',
  description: 'Notes which process ran it.',
  schedule: { cron: '* * * * *', label: 'Every minute' },
  retry: { limit: 0, delaySeconds: 1, maxDelaySeconds: 1 },
  timeoutSeconds: 30,
  async run() {
    runs.push(process);
    return `Ran in the ${process} process`;
  },
});

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  // A minute holds one occurrence of each: the test starts early enough in one to end within it.
  const seconds = new Date().getUTCSeconds();
  if (seconds > 40) await new Promise((resolve) => setTimeout(resolve, (61 - seconds) * 1000));
  first = await createTestApp({ jobs: { ...scheduling, extra: [tick('first')] } });
  second = await createTestApp({
    jobs: { ...scheduling, extra: [tick('second')] },
    sameDatabaseAs: first,
  });
}, 60_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
});

interface RunRow {
  name: string;
  state: string;
  retries: number;
}

/** The runs the schedules made. */
const scheduledRuns = async (t: TestApp, names: string[]) =>
  rowsOf<RunRow>(
    await t.db.execute(sql`select name, state::text, retry_count as retries from pgboss.job
      where data->>'scheduled' = 'true' and name in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})`),
  );

describe('scheduled jobs in two processes on one database', () => {
  it('runs each occurrence once, in one of them', async () => {
    const names = [...sweeps, 'tick-test'];
    const done = async () =>
      new Set(
        (await scheduledRuns(first, names))
          .filter((run) => run.state === 'completed')
          .map((run) => run.name),
      ).size;
    await expect.poll(done, { timeout: 15_000, interval: 250 }).toBe(names.length);
    // Both are scheduling: each has looked for schedules come due every second meanwhile.
    const [instances] = rowsOf<{ scheduling: number }>(
      await first.db.execute(sql`select count(*)::int as scheduling from pgboss.instance
        where schedule and stopped_on is null`),
    );
    expect(instances!.scheduling).toBe(2);
    // Several more passes in each process find the same occurrence, already sent.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    expect(runs).toHaveLength(1);
    const all = await scheduledRuns(second, [...names, ...outbox]);
    for (const name of names) {
      const ofJob = all.filter((run) => run.name === name);
      expect(ofJob, name).toEqual([{ name, state: 'completed', retries: 0 }]);
    }
    for (const name of outbox) {
      expect(all.filter((run) => run.name === name).length, name).toBeLessThanOrEqual(1);
    }
  });
});
