/**
 * Catalogue throughput: the real server (embedded database, demo catalogue) against plain
 * Fastify answering the same bytes from memory, in the same run. Goal: at least 0.8 of the
 * baseline's requests per second, with no errors and no non-2xx answers.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const GOAL = 0.8;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/** Alternating rounds, best of each: two shared cores make single runs noisy. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const endpoints = ['/api/products', '/api/products/1', '/api/products?search=bucket'];

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'buildright-bench-'));

function start(script: string, args: string[], env: Record<string, string> = {}) {
  const child = fork(script, args, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return child;
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

function load(url: string) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
}

type Result = Awaited<ReturnType<typeof load>>;
const best = (results: Result[]) =>
  results.reduce((a, b) => (b.requests.average > a.requests.average ? b : a));
const problemsIn = (results: Result[]) =>
  results.reduce((sum, r) => sum + r.errors + r.non2xx + r.timeouts, 0);

const shop = start(here('../src/server.ts'), [], {
  NODE_ENV: 'production',
  PORT: '3301',
  HOST: '127.0.0.1',
  DATA_DIR: workDir,
  DEMO: 'true',
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'bench-session-secret-that-is-long-enough',
  PAYMENTS_PROVIDER: 'test',
  DATABASE_URL: '',
});
const children = [shop];
try {
  await waitFor('http://127.0.0.1:3301/api/products');

  // The same answers, byte for byte: body and the headers the shop sends (security headers too).
  const perConnection = new Set([
    'date',
    'connection',
    'keep-alive',
    'content-length',
    'transfer-encoding',
  ]);
  const recorded: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const path of endpoints) {
    const response = await fetch(`http://127.0.0.1:3301${path}`);
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !perConnection.has(name)),
    );
    recorded[path] = { headers, body: await response.text() };
  }
  const recordingFile = join(workDir, 'recorded.json');
  writeFileSync(recordingFile, JSON.stringify(recorded));
  children.push(start(here('./baseline-server.ts'), ['3302', recordingFile]));
  await waitFor(`http://127.0.0.1:3302${endpoints[0]}`);

  const rows = [];
  let failed = false;
  for (const path of endpoints) {
    const baselineRuns: Result[] = [];
    const shopRuns: Result[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      baselineRuns.push(await load(`http://127.0.0.1:3302${path}`));
      shopRuns.push(await load(`http://127.0.0.1:3301${path}`));
    }
    const baseline = best(baselineRuns);
    const measured = best(shopRuns);
    const ratio = measured.requests.average / baseline.requests.average;
    const problems = problemsIn(shopRuns);
    if (ratio < GOAL || problems > 0) failed = true;
    rows.push({
      endpoint: path,
      'shop req/s': Math.round(measured.requests.average),
      'shop p99 ms': measured.latency.p99,
      'baseline req/s': Math.round(baseline.requests.average),
      'baseline p99 ms': baseline.latency.p99,
      ratio: ratio.toFixed(2),
      'errors/non-2xx': problems,
      bytes: recorded[path]!.body.length,
    });
  }
  console.log(
    `\nCatalogue benchmark: ${CONNECTIONS} connections, best of ${ROUNDS} alternating ${DURATION_SECONDS}s runs, goal ratio ≥ ${GOAL}\n`,
  );
  console.table(rows);
  console.log(failed ? 'Goal missed.' : 'Goal met.');
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}
