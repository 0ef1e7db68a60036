import type { JobDefinition, JobFailurePage, JobStatus } from '@buildright/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signInStaff } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

/** A job of the test's own that fails its first try, whatever it is asked. */
let flakyTries = 0;
const flaky: JobDefinition = {
  name: 'flaky-test',
  description: 'Fails its first try, then works.',
  retry: { limit: 2, delaySeconds: 1, maxDelaySeconds: 2 },
  timeoutSeconds: 30,
  async run({ attempt }) {
    flakyTries++;
    if (attempt === 1) throw new Error('The warehouse system did not answer');
    return `Worked on try ${attempt}`;
  },
};

/** Fails, without retries, until the test mends it. */
let mended = false;
const broken: JobDefinition = {
  name: 'broken-test',
  description: 'Fails until it is mended.',
  retry: { limit: 0, delaySeconds: 1, maxDelaySeconds: 1 },
  timeoutSeconds: 30,
  async run() {
    if (!mended) throw new Error('Out of order');
    return 'Mended';
  },
};

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: { extra: [flaky, broken], pollingSeconds: 0.5 } });
  owner = await signInAdmin(t);
});
afterAll(() => t.close());

interface JobsView {
  jobs: JobStatus[];
  failures: JobFailurePage;
}

async function jobsView(page = 1, cookie = owner): Promise<JobsView> {
  const answer = await trpcQuery<JobsView>(t, 'jobs.list', { page, pageSize: 20 }, cookie);
  expect(answer.status).toBe(200);
  return answer.data;
}

const jobNamed = async (name: string) => (await jobsView()).jobs.find((job) => job.name === name)!;

describe('the Jobs view', () => {
  it("lists every job of the shop with what it does and when it runs, in the definitions' order", async () => {
    const { jobs } = await jobsView();
    expect(jobs.map((job) => job.name)).toEqual([
      'card-holds',
      'refund-submissions',
      'refund-reconciliation',
      'quote-expiry',
      'approval-expiry',
      'invoice-reminders',
      'tally-folds',
      'mail-delivery',
      'back-in-stock',
      'session-cleanup',
      'upload-cleanup',
      'flaky-test',
      'broken-test',
    ]);
    for (const job of jobs) expect(job.description).toMatch(/^[A-Z].*\.$/);
    // The tests turn schedules off: nothing is on one, and nothing has run yet.
    expect(jobs.find((job) => job.name === 'card-holds')).toMatchObject({
      schedule: null,
      lastRun: null,
      failures: 0,
    });
  });

  it('shows a run that failed and waits for its retry, then its success and the failure before it', async () => {
    await t.app.jobs.send('flaky-test');
    await expect
      .poll(async () => (await jobNamed('flaky-test')).lastRun, { timeout: 10_000 })
      .toMatchObject({
        outcome: 'retrying',
        attempt: 1,
        error: 'The warehouse system did not answer',
      });
    const waiting = await jobsView();
    expect(waiting.jobs.find((job) => job.name === 'flaky-test')).toMatchObject({ failures: 1 });
    expect(waiting.jobs.find((job) => job.name === 'flaky-test')!.nextRunAt).not.toBeNull();
    expect(waiting.failures.items).toEqual([
      expect.objectContaining({
        name: 'flaky-test',
        state: 'retrying',
        attempts: 1,
        error: 'The warehouse system did not answer',
        retryAt: expect.any(String),
      }),
    ]);

    await expect
      .poll(async () => (await jobNamed('flaky-test')).lastRun, { timeout: 15_000 })
      .toMatchObject({
        outcome: 'succeeded',
        attempt: 2,
        summary: 'Worked on try 2',
        error: 'The warehouse system did not answer',
        finishedAt: expect.any(String),
      });
    expect(flakyTries).toBe(2);
    expect((await jobNamed('flaky-test')).failures).toBe(0);
  });

  it('lists a run that failed for good with its error, and runs it again on Retry', async () => {
    await t.app.jobs.send('broken-test');
    await expect
      .poll(async () => (await jobNamed('broken-test')).lastRun?.outcome, { timeout: 10_000 })
      .toBe('failed');
    const { failures } = await jobsView();
    const failure = failures.items.find((item) => item.name === 'broken-test')!;
    expect(failure).toMatchObject({ state: 'failed', attempts: 1, error: 'Out of order' });
    expect(failures.total).toBe(1);

    // Staff who may not manage jobs cannot retry it.
    const sales = (await signInStaff(t, 'sales')).cookie;
    const refused = await trpcMutation(
      t,
      'jobs.retry',
      { name: failure.name, id: failure.id },
      sales,
    );
    expect(refused.status).toBe(403);

    mended = true;
    const retried = await trpcMutation(
      t,
      'jobs.retry',
      { name: failure.name, id: failure.id },
      owner,
    );
    expect(retried.status).toBe(200);
    await expect
      .poll(async () => (await jobNamed('broken-test')).lastRun, { timeout: 10_000 })
      .toMatchObject({ outcome: 'succeeded', attempt: 2, summary: 'Mended' });
    expect((await jobsView()).failures.total).toBe(0);

    const again = await trpcMutation(
      t,
      'jobs.retry',
      { name: failure.name, id: failure.id },
      owner,
    );
    expect(again).toMatchObject({
      status: 409,
      error: { message: 'This run is done: only a failed run can be retried' },
    });
  });

  it('answers 404 for a run that does not exist, and changes nothing', async () => {
    const missing = { name: 'card-holds', id: '00000000-0000-4000-8000-000000000000' };
    const answer = await trpcMutation(t, 'jobs.retry', missing, owner);
    expect(answer).toMatchObject({
      status: 404,
      error: { message: `No run of card-holds has id ${missing.id}` },
    });
  });

  it('records what a run did', async () => {
    await t.app.jobs.send('session-cleanup');
    await expect
      .poll(async () => (await jobNamed('session-cleanup')).lastRun, { timeout: 10_000 })
      .toMatchObject({ outcome: 'succeeded', attempt: 1, summary: 'Deleted 0 expired sessions' });
  });

  it('pages the failures on the server', async () => {
    const page = await trpcQuery<JobsView>(t, 'jobs.list', { page: 2, pageSize: 1 }, owner);
    expect(page.status).toBe(200);
    expect(page.data.failures.items).toEqual([]);
  });
});
