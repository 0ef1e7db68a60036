import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@buildright/api';
import { migrationsApplied, type Database } from '@buildright/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';

/** A load balancer would rather hear "not ready" quickly than wait out a hung connection. */
const READY_CHECK_TIMEOUT_MS = 2_000;

const notReadyReasons = ['database unreachable', 'migrations pending'] as const;
type NotReadyReason = (typeof notReadyReasons)[number];

async function whyNotReady(db: Database, log: FastifyBaseLogger): Promise<NotReadyReason | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READY_CHECK_TIMEOUT_MS);
  });
  try {
    const applied = await Promise.race([migrationsApplied(db), timeout]);
    if (applied === 'timeout') return 'database unreachable';
    return applied ? null : 'migrations pending';
  } catch (error) {
    log.warn({ err: error }, 'Readiness check: database unreachable');
    return 'database unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for a process manager or load balancer, outside /api and without a session:
 * /healthz says the process answers, /readyz that it can serve the shop (database reachable,
 * every migration applied).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is alive (never touches the database)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready to serve: the database answers and has every migration (503 otherwise)',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable'), reason: z.enum(notReadyReasons) }),
        },
      },
    },
    async (request, reply) => {
      const reason = await whyNotReady(db, request.log);
      if (reason === null) return { status: 'ready' as const };
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' as const, reason });
    },
  );
};
