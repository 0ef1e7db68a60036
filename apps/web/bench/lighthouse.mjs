// Lighthouse (mobile, the default profile) on home, catalogue and a product page of the built shop,
// served by the real server with the demo catalogue, each page LIGHTHOUSE_RUNS times (3): one run
// varies with the machine's load, so each goal is judged on the page's worst run. Goals:
// performance 95 or more with total blocking time at most 200 ms and a Largest Contentful Paint
// found (issues 3 and 48), SEO and accessibility 100 (issue 11). Exits with 1 when a page misses one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const GOALS = { performance: 95, seo: 100, accessibility: 100 };
const MAX_BLOCKING_MS = 200;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = [
  { name: 'home', path: '/' },
  { name: 'catalogue', path: '/equipment' },
  { name: 'product', path: '/equipment/1' },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** One Lighthouse run; tracing on a busy machine sometimes fails (NO_NAVSTART): try again. */
async function audit(url, chromePort, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!lhr.runtimeError || attempt === attempts) return lhr;
  }
}

const scoreOf = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const blockingMs = (lhr) => Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Infinity);

/** The audits that cost a category points, so a miss says what to fix. */
function failedAudits(lhr, category) {
  const failed = lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return failed.length > 0 ? ` (${failed.join(', ')})` : '';
}

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'buildright-lighthouse-'));
const server = spawn('pnpm', ['--filter', '@buildright/server', 'exec', 'tsx', 'src/server.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'lighthouse-bench-session-secret-long-enough',
  },
  // The server's own output only matters when it fails to start; ending it makes pnpm complain.
  stdio: 'ignore',
  detached: true,
});

let chrome;
const misses = [];
try {
  await waitFor(`${origin}/api/categories`, 120_000);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

  console.log(`Lighthouse, mobile profile, against ${origin}, ${runs} runs per page:\n`);
  console.log(
    `${'page'.padEnd(12)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}` +
      `${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}`,
  );
  const worst = [];
  for (const page of pages) {
    const audits = [];
    for (let run = 0; run < runs; run += 1) {
      const lhr = await audit(`${origin}${page.path}`, chrome.port);
      audits.push(lhr);
      const score = (id) => String(scoreOf(lhr, id)).padStart(6);
      const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
      console.log(
        `${page.name.padEnd(12)}${score('performance')}${score('accessibility')}` +
          `${score('best-practices')}${score('seo')}` +
          `${metric('first-contentful-paint').padStart(9)}${metric('largest-contentful-paint').padStart(9)}` +
          `${metric('total-blocking-time').padStart(9)}${metric('cumulative-layout-shift').padStart(7)}`,
      );
    }
    for (const [category, goal] of Object.entries(GOALS)) {
      const lowest = audits.reduce((low, lhr) =>
        scoreOf(lhr, category) < scoreOf(low, category) ? lhr : low,
      );
      if (scoreOf(lowest, category) < goal) {
        misses.push(
          `${page.name}: ${category} ${scoreOf(lowest, category)} < ${goal}${failedAudits(lowest, category)}`,
        );
      }
    }
    const blocking = Math.max(...audits.map((lhr) => blockingMs(lhr)));
    if (blocking > MAX_BLOCKING_MS) {
      misses.push(`${page.name}: total blocking time ${blocking} ms > ${MAX_BLOCKING_MS} ms`);
    }
    if (audits.some((lhr) => lhr.audits['largest-contentful-paint']?.numericValue === undefined)) {
      misses.push(`${page.name}: no Largest Contentful Paint found`);
    }
    worst.push(
      `${page.name.padEnd(12)}${String(Math.min(...audits.map((lhr) => scoreOf(lhr, 'performance')))).padStart(6)}` +
        `${`${blocking} ms`.padStart(9)}`,
    );
  }
  console.log(`\nWorst of ${runs}:\n${'page'.padEnd(12)}${'perf'.padStart(6)}${'TBT'.padStart(9)}`);
  console.log(worst.join('\n'));
  const goals = [
    ...Object.entries(GOALS).map(([category, goal]) => `${category} ${goal}`),
    `total blocking time ${MAX_BLOCKING_MS} ms`,
  ];
  if (misses.length === 0) {
    console.log(`\nEvery page reached its goals in every run: ${goals.join(', ')}.`);
  } else {
    console.log(
      `\nBelow the goals (performance varies with machine load):\n  ${misses.join('\n  ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await chrome?.kill();
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
}
