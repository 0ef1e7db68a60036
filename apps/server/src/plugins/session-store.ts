import { eq, lt } from 'drizzle-orm';
import type { SessionStore } from '@fastify/session';
import type * as Fastify from 'fastify';
import { sessions, type Database } from '@buildright/db';

type Callback = (error?: unknown) => void;
type StoredSession = Fastify.Session;

const DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Sessions live in the `sessions` table, so any server process can serve any visitor. */
export class DrizzleSessionStore implements SessionStore {
  constructor(private readonly db: Database) {}

  set(sid: string, session: StoredSession, callback: Callback): void {
    const expires = session.cookie.expires ?? new Date(Date.now() + DEFAULT_LIFETIME_MS);
    const sess = JSON.parse(JSON.stringify(session)) as object;
    this.db
      .insert(sessions)
      .values({ sid, sess, expire: new Date(expires) })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire: new Date(expires) } })
      .then(() => callback(), callback);
  }

  get(sid: string, callback: (error: unknown, session?: StoredSession | null) => void): void {
    this.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sid))
      .then(([row]) => {
        if (!row || row.expire.getTime() <= Date.now()) return callback(null, null);
        callback(null, row.sess as StoredSession);
      }, callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }

  /** Deletes expired sessions; safe to run from several processes at once. */
  async sweep(): Promise<number> {
    const removed = await this.db
      .delete(sessions)
      .where(lt(sessions.expire, new Date()))
      .returning({ sid: sessions.sid });
    return removed.length;
  }
}
