import {
  connect as netConnect,
  createServer,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net';
import { UNAVAILABLE_MESSAGE } from '@buildright/api';
import { connect, type DatabaseConnection } from '@buildright/db';
import { Signer } from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

/** A port on which nothing listens: every connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A PostgreSQL that is down: the driver's real connection errors on every query. */
async function databaseThatIsDown(): Promise<DatabaseConnection> {
  const connection = await connect({
    databaseUrl: `postgres://shop@127.0.0.1:${await closedPort()}/shop`,
    maxConnections: 2,
  });
  // The app subscribes to catalogue changes while it starts; that has to wait for the database.
  return { ...connection, listen: async () => {} };
}

function expectUnavailable(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
}

describe('while the database is down', () => {
  let t: TestApp;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await databaseThatIsDown();
    t = await createTestApp({ connection });
  });
  afterAll(async () => {
    await t?.close();
    await connection?.close();
  });

  it('answers REST reads and writes with 503, Retry-After and a plain message', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/products' },
      { method: 'GET' as const, url: '/api/categories' },
      {
        method: 'POST' as const,
        url: '/api/local/login',
        payload: { username: 'dana', password: 'secret-password' },
      },
      {
        method: 'POST' as const,
        url: '/api/contact',
        payload: {
          name: 'Dana',
          email: 'dana@example.com',
          subject: 'Hi',
          message: 'A message long enough',
        },
      },
    ]) {
      const response = await t.app.inject(request);
      expectUnavailable(response);
      expect(response.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
    }
  });

  it('answers tRPC queries and mutations with 503 and Retry-After', async () => {
    const query = await trpcQuery(t, 'catalog.list', {});
    expect(query.status).toBe(503);
    expect(query.error).toMatchObject({
      message: UNAVAILABLE_MESSAGE,
      data: { code: 'SERVICE_UNAVAILABLE' },
    });
    const mutation = await trpcMutation(t, 'auth.customer.login', {
      username: 'dana',
      password: 'secret-password',
    });
    expect(mutation.status).toBe(503);
    expect(mutation.error.message).toBe(UNAVAILABLE_MESSAGE);

    const input = encodeURIComponent(JSON.stringify({ json: {} }));
    expectUnavailable(
      await t.app.inject({ method: 'GET', url: `/trpc/catalog.list?input=${input}` }),
    );
  });

  it('answers 503 when loading the visitor’s session fails', async () => {
    const sid = new Signer('test-secret-that-is-long-enough-for-cookies').sign('a-session-id');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/local/user',
      cookies: { sid },
    });
    expectUnavailable(response);
    expect(response.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
  });

  it('stays alive (/healthz 200) but not ready (/readyz 503)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expectUnavailable(ready);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
  });
});

/** A TCP relay in front of the real PostgreSQL that can be cut and restored, like a network. */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = async () => {
    if (server?.listening) return;
    const relay = createServer((client) => {
      const backend = netConnect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, backend]) {
        sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => sockets.delete(socket));
      }
      client.on('close', () => backend.destroy());
      backend.on('close', () => client.destroy());
      client.pipe(backend).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', resolve);
    });
    port = (relay.address() as AddressInfo).port;
    server = relay;
  };
  await open();
  return {
    /** The database's URL through the relay. */
    url() {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: open,
  };
}

// A real server going away and coming back needs a real PostgreSQL (CI's second run).
describe.runIf(process.env.DATABASE_URL)('a PostgreSQL outage and its end', () => {
  let base: TestApp;
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof relayTo>>;

  beforeAll(async () => {
    base = await createTestApp();
    relay = await relayTo(new URL(base.database.url!));
    t = await createTestApp({
      connection: await connect({ databaseUrl: relay.url(), maxConnections: 2 }),
    });
  });
  afterAll(async () => {
    await relay?.restore();
    await t?.close();
    await t?.database.connection.close();
    await base?.close();
  });

  it('answers 503 while the database is out of reach and serves again once it is back', async () => {
    // Sign-in always asks the database (its rate limit, then the account); catalogue reads may
    // come from the cache.
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/local/login',
        payload: { username: 'nobody', password: 'wrong-password' },
      });
    expect((await signIn()).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    await relay.cut();
    const during = await signIn();
    expectUnavailable(during);
    expect(during.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    await relay.restore();
    expect((await signIn()).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
