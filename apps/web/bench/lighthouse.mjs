// Lighthouse (mobile, the default profile) on home, catalogue and a product page of the built shop,
// served by the real server with the demo catalogue. Goals: performance 95 or more (issue 3),
// SEO and accessibility 100 (issue 11). Exits with 1 when a page misses one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const GOALS = { performance: 95, seo: 100, accessibility: 100 };
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

  console.log(`Lighthouse, mobile profile, against ${origin}:\n`);
  console.log(
    `${'page'.padEnd(12)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}` +
      `${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}`,
  );
  for (const page of pages) {
    const lhr = await audit(`${origin}${page.path}`, chrome.port);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    for (const [category, goal] of Object.entries(GOALS)) {
      if (score(category) < goal) {
        misses.push(
          `${page.name}: ${category} ${score(category)} < ${goal}${failedAudits(lhr, category)}`,
        );
      }
    }
    console.log(
      `${page.name.padEnd(12)}${String(score('performance')).padStart(6)}${String(score('accessibility')).padStart(6)}` +
        `${String(score('best-practices')).padStart(6)}${String(score('seo')).padStart(6)}` +
        `${metric('first-contentful-paint').padStart(9)}${metric('largest-contentful-paint').padStart(9)}` +
        `${metric('total-blocking-time').padStart(9)}${metric('cumulative-layout-shift').padStart(7)}`,
    );
  }
  const goals = Object.entries(GOALS).map(([category, goal]) => `${category} ${goal}`);
  if (misses.length === 0) {
    console.log(`\nEvery page reached its goals: ${goals.join(', ')}.`);
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
