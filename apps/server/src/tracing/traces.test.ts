import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@buildright/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';

// The shop as `pnpm start` runs it (src/server.ts), in a process of its own: OpenTelemetry's SDK
// registers itself for the whole process, and must load before Fastify does.
const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const moduleLog = fileURLToPath(new URL('../testing/loaded-modules.ts', import.meta.url));

/** A span as OTLP/JSON sends it, its attributes as a plain object. */
interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  links: { traceId: string; spanId: string }[];
  serviceName: unknown;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
}
type OtlpAttributes = { key: string; value: OtlpValue }[] | undefined;

const valueOf = (value: OtlpValue) => value.stringValue ?? value.intValue ?? value.boolValue;
const plain = (attributes: OtlpAttributes) =>
  Object.fromEntries((attributes ?? []).map(({ key, value }) => [key, valueOf(value)]));

const SERVER = 2;

/** A stand-in OpenTelemetry collector: OTLP over HTTP with JSON bodies, spans kept in order. */
async function otlpReceiver() {
  const spans: CollectedSpan[] = [];
  const contentTypes = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      contentTypes.add(`${request.method} ${request.url} ${request.headers['content-type']}`);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: {
          resource: { attributes: OtlpAttributes };
          scopeSpans: {
            spans: (Omit<CollectedSpan, 'attributes' | 'serviceName'> & {
              attributes: OtlpAttributes;
              links?: CollectedSpan['links'];
            })[];
          }[];
        }[];
      };
      for (const { resource, scopeSpans } of body.resourceSpans) {
        const serviceName = plain(resource.attributes)['service.name'];
        for (const span of scopeSpans.flatMap((scope) => scope.spans)) {
          spans.push({
            ...span,
            attributes: plain(span.attributes),
            links: span.links ?? [],
            serviceName,
          });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A running shop: its port, what it logged (JSON lines) and the modules it loaded. */
interface Shop {
  base: string;
  logLines: () => Record<string, unknown>[];
  loadedModules: () => string[];
  stop(): Promise<void>;
}

async function startShop(databaseUrl: string | undefined, env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'buildright-traces-'));
  const modulesFile = join(dir, 'modules.txt');
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', moduleLog, serverEntry],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dir,
        DEMO: 'false',
        LOG_LEVEL: 'info',
        SESSION_SECRET: 'a-test-secret-long-enough-for-the-cookies',
        PAYMENTS_PROVIDER: 'test',
        LOADED_MODULES_FILE: modulesFile,
        ...(databaseUrl && { DATABASE_URL: databaseUrl }),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`The shop exited: ${output}`);
      expect((await fetch(`${base}/healthz`)).ok).toBe(true);
    },
    { timeout: 60_000, interval: 200 },
  );
  return {
    base,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    loadedModules: () => readFileSync(modulesFile, 'utf8').split('\n'),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  } satisfies Shop;
}

const OTEL_SDK = /@opentelemetry\/(sdk-|instrumentation|exporter-)|@fastify\/otel/;

/** The database a shop starts on: a copy of the migrated template on PostgreSQL; else embedded. */
async function shopDatabase(): Promise<TestDatabase | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  return createTestDatabase(
    process.env.DATABASE_URL,
    process.env.DATABASE_DIRECT_URL,
    inject('databaseTemplate'),
  );
}

describe('traces', () => {
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  let database: TestDatabase | undefined;
  let shop: Shop;

  beforeAll(async () => {
    receiver = await otlpReceiver();
    database = await shopDatabase();
    shop = await startShop(database?.url, {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '50',
    });
  });

  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    await receiver?.close();
  });

  it("continues a request's traceparent through its queries and the e-mail it queued", async () => {
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const response = await fetch(`${shop.base}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        traceparent: `00-${traceId}-${callerSpanId}-01`,
      },
      body: JSON.stringify({
        name: 'Dana Digger',
        email: 'dana@example.com',
        subject: 'Bucket sizes',
        message: 'Which bucket fits a 20 t excavator?',
      }),
    });
    expect(response.status).toBe(201);
    const requestId = response.headers.get('x-request-id');

    // The outbox's NOTIFY wakes the delivery job, whose e-mail span joins the request's trace.
    const inTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
    await vi.waitFor(
      () => expect(inTrace().some((span) => span.name === 'send email')).toBe(true),
      { timeout: 20_000, interval: 100 },
    );
    const spans = inTrace();
    const byId = new Map(spans.map((span) => [span.spanId, span]));

    const server = spans.find((span) => span.kind === SERVER)!;
    expect(server.parentSpanId).toBe(callerSpanId);
    expect(server.attributes['http.route']).toBe('/api/contact');
    expect(server.serviceName).toBe('buildright');

    // A statement the request ran, under the server span, with its text and not its values.
    const insert = spans.find(
      (span) =>
        span.attributes['db.system.name'] === 'postgresql' &&
        String(span.attributes['db.query.text']).startsWith('insert into "contact'),
    )!;
    expect(insert).toBeDefined();
    let ancestor = byId.get(insert.parentSpanId!);
    while (ancestor && ancestor !== server) ancestor = byId.get(ancestor.parentSpanId ?? '');
    expect(ancestor).toBe(server);
    expect(JSON.stringify(spans)).not.toContain('dana@example.com');

    // The e-mail's span: in the request's trace, linked to the job run that sent it.
    const send = spans.find((span) => span.name === 'send email')!;
    expect(send.attributes['mail.template']).toBeTypeOf('string');
    expect(byId.has(send.parentSpanId!)).toBe(true);
    // The job run's span ends after the e-mail's, so it may reach the collector in a later batch.
    await vi.waitFor(
      () => {
        const job = receiver.spans.find((span) => span.spanId === send.links[0]?.spanId);
        expect(job?.name).toBe('job mail-delivery');
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(receiver.contentTypes).toContain('POST /v1/traces application/json');

    // The request's log lines name its trace.
    const logged = shop.logLines().filter((line) => line.reqId === requestId);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((line) => line.trace_id === traceId)).toBe(true);
    expect(shop.loadedModules().some((url) => OTEL_SDK.test(url))).toBe(true);
  });
});

describe('without an OTLP endpoint', () => {
  it('loads nothing of the OpenTelemetry SDK and logs no trace ids', async () => {
    const database = await shopDatabase();
    const shop = await startShop(database?.url, {});
    try {
      const response = await fetch(`${shop.base}/api/products`, {
        headers: { traceparent: `00-${'1'.repeat(32)}-${'2'.repeat(16)}-01` },
      });
      expect(response.ok).toBe(true);
      const loaded = shop.loadedModules();
      expect(loaded.some((url) => url.includes('/fastify/'))).toBe(true);
      expect(loaded.filter((url) => OTEL_SDK.test(url))).toEqual([]);
      expect(shop.logLines().some((line) => 'trace_id' in line)).toBe(false);
    } finally {
      await shop.stop();
      await database?.close();
    }
  });
});
