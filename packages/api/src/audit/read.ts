import { and, asc, desc, eq, exists, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { adminUsers, auditEntries, type AuditEntityType, type Database } from '@buildright/db';
import type { ActivityQuery } from './shared/activity.ts';
import { addDays } from '../quotes/shared/quotes.ts';
import { countMatching, type Counted } from '../database/index.ts';

export type AuditEntry = typeof auditEntries.$inferSelect;

export interface ActivityPage extends Counted {
  items: AuditEntry[];
}

/**
 * The activity log, newest first, filtered as the Activity view asks: the page's ids from the
 * index alone, then their rows; the total exact up to EXACT_COUNT_LIMIT, beyond it "about".
 */
export async function listActivity(db: Database, query: ActivityQuery): Promise<ActivityPage> {
  const filters: SQL[] = [];
  if (query.actorId) filters.push(eq(auditEntries.actorId, query.actorId));
  if (query.entityType) filters.push(eq(auditEntries.entityType, query.entityType));
  if (query.from) filters.push(gte(auditEntries.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(auditEntries.at, new Date(`${addDays(query.to, 1)}T00:00:00Z`)));
  const where = and(...filters);
  const newestFirst = [desc(auditEntries.at), desc(auditEntries.id)];
  const pageIds = db
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [items, counted] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(inArray(auditEntries.id, pageIds))
      .orderBy(...newestFirst),
    countMatching(db, db.select({ id: auditEntries.id }).from(auditEntries).where(where)),
  ]);
  return { items, ...counted };
}

/**
 * Everyone who appears in the log as having done something, for the Activity view's filter: the
 * staff accounts (a handful), each looked up in the actor index, never the whole log.
 */
export async function listActivityActors(db: Database): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: adminUsers.id, name: adminUsers.username })
    .from(adminUsers)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(auditEntries)
          .where(eq(auditEntries.actorId, adminUsers.id)),
      ),
    )
    .orderBy(asc(adminUsers.username));
}

/** One record's history (a product's, an order's), newest first. */
export function recordHistory(
  db: Database,
  entityType: AuditEntityType,
  entityId: number,
): Promise<AuditEntry[]> {
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, entityType), eq(auditEntries.entityId, entityId)))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(200);
}
