import type { FastifyInstance } from 'fastify';

interface ShutdownOptions {
  app: FastifyInstance;
  /** Closed last, once no request or background job needs it. */
  closeDatabase: () => Promise<void>;
  /** Requests still running after this long are given up on. */
  graceMs?: number;
}

/**
 * Once the app is closing, each answer ends its kept-alive connection: a client that was waiting
 * on a request in flight does not hold the closing server open until its keep-alive times out.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
  });
  // A callback, not an async function: every answer passes here, and a promise would put off
  // its writing to a later turn.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Stops the server as a rolling deploy needs: it stops listening (a request on a kept-alive
 * connection meanwhile gets a 503), the requests in flight finish, background work stops (the
 * app's onClose hooks), and only then is the database closed.
 */
export async function shutDown({
  app,
  closeDatabase,
  graceMs = 25_000,
}: ShutdownOptions): Promise<'clean' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), graceMs);
  });
  const outcome = await Promise.race([app.close().then(() => 'clean' as const), timedOut]);
  clearTimeout(timer);
  if (outcome === 'timed out') {
    app.log.warn(`Requests still running after ${graceMs} ms; closing the database under them`);
  }
  await closeDatabase();
  return outcome;
}
