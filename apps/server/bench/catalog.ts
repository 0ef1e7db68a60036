/**
 * Catalogue throughput: the real server (embedded database, demo catalogue) against plain
 * Fastify answering the same bytes from memory, in the same run. Goal: at least 0.8 of the
 * baseline's requests per second, with no errors and no non-2xx answers. Side by side, the same
 * server with metrics on (METRICS_PORT, scraped once a run as Prometheus would): at least 0.95
 * of the server's throughput without them (docs/adr/0014-metrics.md). With BENCH_DATABASE_URL
 * (a PostgreSQL server, as for bench:scale) the shop on PostgreSQL runs beside them, against the
 * same goal: a visitor's catalogue answers come from memory whichever database is below.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';

const GOAL = 0.8;
const METRICS_GOAL = 0.95;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/** Alternating rounds, best of each: two shared cores make single runs noisy. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const endpoints = ['/api/products', '/api/products/1', '/api/products?search=bucket'];

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'buildright-bench-'));
const SHOP = 'http://127.0.0.1:3301';
const BASELINE = 'http://127.0.0.1:3302';
const METERED = 'http://127.0.0.1:3303';
const METRICS = 'http://127.0.0.1:3304/metrics';
const ON_POSTGRES = 'http://127.0.0.1:3305';
const postgresServer = process.env.BENCH_DATABASE_URL;

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

/**
 * The CPU seconds a process has used (Linux's /proc, in clock ticks of 1/100 s): a steadier
 * measure of a request's cost than requests per second on a machine others share.
 */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, the 14th and 15th fields, counted from the state (the 3rd).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function load(url: string) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
}

/** A run, and the CPU time per request the serving process spent on it. */
async function measured(url: string, pid: number) {
  const cpuBefore = cpuSecondsOf(pid);
  const result = await load(url);
  return {
    ...result,
    cpuMicroseconds: ((cpuSecondsOf(pid) - cpuBefore) * 1e6) / result.requests.total,
  };
}

type Result = Awaited<ReturnType<typeof load>>;
const best = (results: Result[]) =>
  results.reduce((a, b) => (b.requests.average > a.requests.average ? b : a));
const problemsIn = (results: Result[]) =>
  results.reduce((sum, r) => sum + r.errors + r.non2xx + r.timeouts, 0);

/** The shop on an embedded database of its own (one process holds one), with `env` besides. */
function startShop(port: number, env: Record<string, string> = {}) {
  return start(here('../src/server.ts'), [], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(workDir, String(port)),
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough',
    PAYMENTS_PROVIDER: 'test',
    DATABASE_URL: '',
    METRICS_PORT: '',
    ...env,
  });
}

/** A fresh database for the shop on PostgreSQL, dropped and made again at each run. */
async function freshPostgresDatabase(serverUrl: string) {
  const name = 'buildright_bench_catalogue';
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await server.unsafe(`drop database if exists ${name} with (force)`);
  await server.unsafe(`create database ${name}`);
  await server.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const children = [startShop(3301), startShop(3303, { METRICS_PORT: '3304' })];
const onPostgres = postgresServer
  ? startShop(3305, { DATABASE_URL: await freshPostgresDatabase(postgresServer) })
  : undefined;
if (onPostgres) children.push(onPostgres);
try {
  await waitFor(`${SHOP}/api/products`);
  await waitFor(`${METERED}/api/products`);
  await waitFor(METRICS);
  if (onPostgres) await waitFor(`${ON_POSTGRES}/api/products`);

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
    const response = await fetch(`${SHOP}${path}`);
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !perConnection.has(name)),
    );
    recorded[path] = { headers, body: await response.text() };
  }
  const recordingFile = join(workDir, 'recorded.json');
  writeFileSync(recordingFile, JSON.stringify(recorded));
  children.push(start(here('./baseline-server.ts'), ['3302', recordingFile]));
  await waitFor(`${BASELINE}${endpoints[0]}`);

  const [shop, metered] = children.map((child) => child.pid!) as [number, number];
  /** A run on the metered shop, scraped half-way through as Prometheus would. */
  const measuredScraped = async (url: string) => {
    const scraped = new Promise((resolve) => setTimeout(resolve, (DURATION_SECONDS * 1000) / 2))
      .then(() => fetch(METRICS))
      .then((response) => response.text());
    const [result] = await Promise.all([measured(url, metered), scraped]);
    return result;
  };
  type Measured = Awaited<ReturnType<typeof measured>>;
  const medianCpu = (runs: Measured[]) =>
    runs.map((run) => run.cpuMicroseconds).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;

  // Compiled code first: a cold process spends its first runs in the JIT.
  const shops = onPostgres ? [SHOP, METERED, ON_POSTGRES] : [SHOP, METERED];
  for (const path of endpoints) {
    for (const origin of shops) {
      await autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, duration: 2 });
    }
  }

  const rows = [];
  let failed = false;
  for (const path of endpoints) {
    const baselineRuns: Result[] = [];
    const shopRuns: Measured[] = [];
    const meteredRuns: Measured[] = [];
    const postgresRuns: Result[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      baselineRuns.push(await load(`${BASELINE}${path}`));
      shopRuns.push(await measured(`${SHOP}${path}`, shop));
      meteredRuns.push(await measuredScraped(`${METERED}${path}`));
      if (onPostgres) postgresRuns.push(await load(`${ON_POSTGRES}${path}`));
    }
    const baselineBest = best(baselineRuns);
    const shopBest = best(shopRuns);
    const meteredBest = best(meteredRuns);
    const ratio = shopBest.requests.average / baselineBest.requests.average;
    const meteredRatio = meteredBest.requests.average / shopBest.requests.average;
    const postgresRatio = onPostgres
      ? best(postgresRuns).requests.average / baselineBest.requests.average
      : undefined;
    const problems = problemsIn([...shopRuns, ...meteredRuns, ...postgresRuns]);
    if (ratio < GOAL || meteredRatio < METRICS_GOAL || problems > 0) failed = true;
    if (postgresRatio !== undefined && postgresRatio < GOAL) failed = true;
    rows.push({
      endpoint: path,
      'shop req/s': Math.round(shopBest.requests.average),
      'baseline req/s': Math.round(baselineBest.requests.average),
      ratio: ratio.toFixed(2),
      ...(postgresRatio !== undefined && {
        'PostgreSQL req/s': Math.round(best(postgresRuns).requests.average),
        'PostgreSQL ratio': postgresRatio.toFixed(2),
      }),
      'metrics on req/s': Math.round(meteredBest.requests.average),
      'on/off': meteredRatio.toFixed(3),
      'CPU µs/req off': medianCpu(shopRuns).toFixed(1),
      'CPU µs/req on': medianCpu(meteredRuns).toFixed(1),
      'errors/non-2xx': problems,
    });
  }
  console.log(
    `\nCatalogue benchmark: ${CONNECTIONS} connections, best of ${ROUNDS} alternating ${DURATION_SECONDS}s runs, goal ratio ≥ ${GOAL}, metrics on/off ≥ ${METRICS_GOAL}\n`,
  );
  console.table(rows);
  if (!onPostgres) console.log('PostgreSQL not measured: set BENCH_DATABASE_URL to add it.');
  console.log(failed ? 'Goal missed.' : 'Goal met.');
} finally {
  // Each shop writes its database while it stops: its folder goes once it has.
  await Promise.all(
    children.map((child) => {
      const exited = new Promise((resolve) =>
        child.exitCode === null ? child.once('exit', resolve) : resolve(null),
      );
      child.kill('SIGTERM');
      return exited;
    }),
  );
  rmSync(workDir, { recursive: true, force: true });
}
