import { and, ne, sql } from 'drizzle-orm';
import { sessions, type Database, type Transaction } from '@buildright/db';

export type SessionOwner = { customerId: number } | { adminId: number };

/**
 * Signs the account out everywhere except the session `keepSessionId` (the caller's own), e.g.
 * after a password change or reset. Sessions are rows, so this holds across server processes.
 */
export async function endSessionsOf(
  db: Database | Transaction,
  owner: SessionOwner,
  keepSessionId: string,
): Promise<void> {
  const [key, id] =
    'customerId' in owner ? ['customerId', owner.customerId] : ['adminId', owner.adminId];
  await db
    .delete(sessions)
    .where(and(sql`(${sessions.sess}->>${key})::int = ${id}`, ne(sessions.sid, keepSessionId)));
}
