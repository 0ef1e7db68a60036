import {
  auditEntries,
  type AuditAction,
  type AuditChange,
  type AuditEntityType,
  type Database,
  type Transaction,
} from '@buildright/db';

/** Who made a change: the signed-in staff member, and where the request came from. */
export interface StaffActor {
  id: number;
  username: string;
  ip: string | null;
}

interface AuditEvent {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: number | null;
  /** What the record is called, as staff would recognise it later. */
  entityLabel?: string | null;
  changes?: AuditChange[];
}

/**
 * The one way an audit entry is written: pass the transaction that makes the change, so the
 * entry and the change are kept or lost together.
 */
export async function recordAudit(
  db: Database | Transaction,
  actor: StaffActor | { id: null; username: string; ip: string | null },
  event: AuditEvent,
): Promise<void> {
  await recordAudits(db, actor, [event]);
}

/** Many entries by one actor (an import), in as few statements as the database allows. */
export async function recordAudits(
  db: Database | Transaction,
  actor: StaffActor | { id: null; username: string; ip: string | null },
  events: AuditEvent[],
): Promise<void> {
  for (let start = 0; start < events.length; start += 1000) {
    await db.insert(auditEntries).values(
      events.slice(start, start + 1000).map((event) => ({
        actorId: actor.id,
        actorName: actor.username,
        ip: actor.ip,
        action: event.action,
        entityType: event.entityType,
        entityId: event.entityId ?? null,
        entityLabel: event.entityLabel ?? null,
        changes: event.changes ?? [],
      })),
    );
  }
}

/**
 * The fields whose values differ between two versions of a record (compared as JSON, so money
 * strings, dates and arrays compare by value). A field missing from `after` did not change.
 */
export function changedFields(
  before: object | null,
  after: object | null,
  fields: readonly string[],
): AuditChange[] {
  const valueOf = (record: object | null, field: string) =>
    record ? normalise((record as Record<string, unknown>)[field]) : null;
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (after && !(field in after)) continue;
    const from = valueOf(before, field);
    const to = valueOf(after, field);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to });
  }
  return changes;
}

function normalise(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}
