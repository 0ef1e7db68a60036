import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import { auditEntries, type AuditEntityType, type Database } from '@buildright/db';
import type { ActivityQuery } from '../../shared/activity.ts';
import { addDays } from '../../shared/quotes.ts';

export type AuditEntry = typeof auditEntries.$inferSelect;

export interface ActivityPage {
  items: AuditEntry[];
  total: number;
}

/** The activity log, newest first, filtered as the Activity view asks. */
export async function listActivity(db: Database, query: ActivityQuery): Promise<ActivityPage> {
  const filters: SQL[] = [];
  if (query.actorId) filters.push(eq(auditEntries.actorId, query.actorId));
  if (query.entityType) filters.push(eq(auditEntries.entityType, query.entityType));
  if (query.from) filters.push(gte(auditEntries.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(auditEntries.at, new Date(`${addDays(query.to, 1)}T00:00:00Z`)));
  const where = and(...filters);
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

/** Everyone who appears in the log as having done something, for the Activity view's filter. */
export async function listActivityActors(db: Database): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectDistinctOn([auditEntries.actorId], {
      id: auditEntries.actorId,
      name: auditEntries.actorName,
    })
    .from(auditEntries)
    .where(isNotNull(auditEntries.actorId))
    .orderBy(auditEntries.actorId, desc(auditEntries.at));
  return rows
    .map((row) => ({ id: row.id!, name: row.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
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
