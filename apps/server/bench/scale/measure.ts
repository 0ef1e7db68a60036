/**
 * Runs each query kind against the app, uncached, and reports p50/p95 against its goal; for a
 * kind over its goal, the plans of the statements its p95 run sent.
 */
import type { App } from '../../src/app.ts';
import { percentile } from '../support.ts';
import type { BenchConnection } from './connection.ts';
import type { BenchRequest, QueryKind, Who } from './kinds.ts';
import { isSetting } from './statements.ts';

export interface KindResult {
  name: string;
  goalMs: number;
  p50: number;
  p95: number;
  /** Why the kind could not be measured, e.g. a request that answered 500. */
  failure?: string;
}

interface MeasureOptions {
  app: App;
  connection: BenchConnection;
  cookies: Record<Who, string | undefined>;
  runs: number;
  warmUp: number;
}

async function send(options: MeasureOptions, request: BenchRequest) {
  const cookie = options.cookies[request.as ?? 'guest'];
  const response = await options.app.inject({
    method: 'GET',
    url: request.url,
    headers: cookie ? { cookie } : {},
  });
  if (response.statusCode !== 200) {
    throw new Error(
      `${request.url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
    );
  }
}

async function timeRun(options: MeasureOptions, requests: BenchRequest[]): Promise<number> {
  const started = performance.now();
  await Promise.all(requests.map((request) => send(options, request)));
  return performance.now() - started;
}

const executionTime = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);

/** The plans of the statements a run sends, slowest first, as `EXPLAIN (ANALYZE, BUFFERS)`. */
async function explainRun(options: MeasureOptions, requests: BenchRequest[]) {
  const statements = await options.connection.log.during(() => timeRun(options, requests));
  const plans: string[] = [];
  for (const statement of statements) {
    if (!/^\s*(select|with)\b/i.test(statement.query) || isSetting(statement.query)) continue;
    const settings = statement.settings.map((setting) => `-- set before it: ${setting.query}\n`);
    plans.push(
      `${settings.join('')}${statement.query}\n${await options.connection.explain(statement)}`,
    );
  }
  return plans.sort((a, b) => executionTime(b) - executionTime(a)).slice(0, 3);
}

/**
 * V8's collector, which `pnpm bench:scale` exposes (`--expose-gc`): each kind starts from a
 * collected heap, so it pays for its own garbage and not for the kind measured before it (the
 * product, 1.3 ms at p50, once met at its start a collection the member pages before it had
 * brought near, and its p95 was 6 ms).
 */
const collectGarbage = (globalThis as { gc?: () => void }).gc;

export async function measureKind(options: MeasureOptions, kind: QueryKind): Promise<KindResult> {
  const times: { run: number; ms: number }[] = [];
  collectGarbage?.();
  try {
    for (let run = 0; run < options.warmUp + options.runs; run++) {
      const ms = await timeRun(options, kind.requests(run));
      if (run >= options.warmUp) times.push({ run, ms });
    }
  } catch (error) {
    return { name: kind.name, goalMs: kind.goalMs, p50: NaN, p95: NaN, failure: String(error) };
  }
  const sorted = [...times].sort((a, b) => a.ms - b.ms);
  const p50 = percentile(
    sorted.map((time) => time.ms),
    0.5,
  );
  const p95Run = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
  const result = { name: kind.name, goalMs: kind.goalMs, p50, p95: p95Run.ms };
  if (p95Run.ms > kind.goalMs) {
    const requests = kind.requests(p95Run.run);
    console.log(`\n--- ${kind.name}: p95 ${p95Run.ms.toFixed(1)} ms over ${kind.goalMs} ms`);
    console.log('    slowest runs:');
    for (const slow of sorted.slice(-5).reverse()) {
      const urls = kind.requests(slow.run).map((request) => request.url);
      console.log(`    ${slow.ms.toFixed(1)} ms  ${urls.join('  ')}`);
    }
    console.log('    the p95 run:');
    console.log(requests.map((request) => `    ${request.url}`).join('\n'));
    for (const plan of await explainRun(options, requests)) console.log(`\n${plan}`);
  }
  return result;
}

export function printTable(title: string, results: KindResult[]) {
  const rows = results.map((result) => [
    result.name,
    result.failure ? 'failed' : result.p50.toFixed(1),
    result.failure ? '' : result.p95.toFixed(1),
    `≤ ${result.goalMs}`,
    result.failure
      ? `FAIL: ${result.failure.slice(0, 120)}`
      : result.p95 <= result.goalMs
        ? 'ok'
        : 'OVER',
  ]);
  console.log(`\n${title}\n`);
  console.log('| query | p50 ms | p95 ms | goal ms | |');
  console.log('|---|---:|---:|---:|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

export const missedGoal = (result: KindResult) =>
  result.failure !== undefined || result.p95 > result.goalMs;
