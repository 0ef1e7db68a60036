import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from './client.ts';

const BARRIER_CHANNEL = 'notifications_barrier';

/**
 * A way to wait until this process has heard every notification committed so far. PostgreSQL
 * delivers notifications to a listener in the order their transactions committed, so once a
 * notification sent now comes back, those of every write before it (a trigger's catalog_changed)
 * have been handled: the writer reads its own writes from its caches. Resolves false when the
 * answer does not come within `timeoutMs` or cannot be asked (the listener is reconnecting, the
 * database is out of reach): never throws, the write it follows has been made.
 */
export function notificationBarrier(
  connection: Pick<DatabaseConnection, 'db' | 'listen'>,
  timeoutMs = 2_000,
): () => Promise<boolean> {
  const waiting = new Map<string, () => void>();
  let listening: Promise<void> | undefined;
  return async () => {
    listening ??= connection.listen(BARRIER_CHANNEL, (token) => waiting.get(token)?.());
    try {
      await listening;
    } catch {
      listening = undefined;
      return false;
    }
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      waiting.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      await connection.db.execute(sql`select pg_notify(${BARRIER_CHANNEL}, ${token})`);
      return await heard;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      waiting.delete(token);
    }
  };
}
