import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { adminUsers, contactSubmissions, type Database } from '@buildright/db';
import { notFound } from '../errors.ts';
import { enqueueEmail } from '../mail/index.ts';
import { recordAudit, type StaffActor } from '../audit/index.ts';
import type { ContactListQuery } from './shared/contact-list.ts';
import type { ContactInput, ShopEmailInput } from './shared/contact-input.ts';

export interface ContactSubmission {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  createdAt: Date;
  /** When a staff member first opened it; null while unread. */
  readAt: Date | null;
  /** When a staff member marked it dealt with; null while it is owed an answer. */
  handledAt: Date | null;
  /** Who marked it handled (their username); null while unhandled, or their account is gone. */
  handledBy: string | null;
}

const messageColumns = {
  id: contactSubmissions.id,
  name: contactSubmissions.name,
  email: contactSubmissions.email,
  phone: contactSubmissions.phone,
  company: contactSubmissions.company,
  subject: contactSubmissions.subject,
  message: contactSubmissions.message,
  createdAt: contactSubmissions.createdAt,
  readAt: contactSubmissions.readAt,
  handledAt: contactSubmissions.handledAt,
  handledBy: adminUsers.username,
};

const withHandler = (db: Database) =>
  db
    .select(messageColumns)
    .from(contactSubmissions)
    .leftJoin(adminUsers, eq(adminUsers.id, contactSubmissions.handledBy));

/**
 * Stores the message (the record is what counts) and, in the same transaction, queues the shop's
 * notice and, when `acknowledge`, the sender's acknowledgement (the shop's words only); an SMTP
 * outage delays them, never loses them.
 */
export async function submitContact(
  deps: { db: Database; shopEmail: string },
  input: ContactInput,
  options: { acknowledge: boolean },
): Promise<ContactSubmission> {
  return deps.db.transaction(async (tx) => {
    const [saved] = await tx.insert(contactSubmissions).values(input).returning();
    const submission: ContactSubmission = { ...saved!, handledBy: null };
    await enqueueEmail(
      tx,
      'contactShop',
      { to: deps.shopEmail, replyTo: input.email },
      { contact: input },
    );
    if (options.acknowledge) {
      await enqueueEmail(tx, 'contactCopy', { to: input.email, replyTo: deps.shopEmail }, {});
    }
    return submission;
  });
}

interface ContactSubmissionList {
  /** The page's messages, newest first. */
  messages: ContactSubmission[];
  /** How many messages match the filter, on every page. */
  total: number;
}

function listFilter(filter: ContactListQuery): SQL | undefined {
  // % and _ are the letters typed, not patterns.
  const pattern = filter.q && `%${filter.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return and(
    filter.unread ? isNull(contactSubmissions.readAt) : undefined,
    filter.show === 'unhandled' ? isNull(contactSubmissions.handledAt) : undefined,
    filter.show === 'handled' ? isNotNull(contactSubmissions.handledAt) : undefined,
    pattern
      ? or(
          ilike(contactSubmissions.name, pattern),
          ilike(contactSubmissions.email, pattern),
          ilike(contactSubmissions.company, pattern),
          ilike(contactSubmissions.subject, pattern),
        )
      : undefined,
  );
}

/** A page of the contact messages, newest first, and how many match in all. */
export async function listContactSubmissions(
  db: Database,
  filter: ContactListQuery,
): Promise<ContactSubmissionList> {
  const where = listFilter(filter);
  const [messages, [matching]] = await Promise.all([
    withHandler(db)
      .where(where)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(contactSubmissions).where(where),
  ]);
  return { messages, total: matching?.total ?? 0 };
}

/** Marks a message read the first time staff open it; opening it again keeps that time. */
export async function markContactRead(db: Database, id: number): Promise<void> {
  await db
    .update(contactSubmissions)
    .set({ readAt: new Date() })
    .where(and(eq(contactSubmissions.id, id), isNull(contactSubmissions.readAt)));
}

/** One message in full, as the inbox opens it. */
export async function getContactSubmission(db: Database, id: number): Promise<ContactSubmission> {
  const [message] = await withHandler(db).where(eq(contactSubmissions.id, id));
  if (!message) throw notFound(`No contact message with id ${id}`);
  return message;
}

/**
 * Marks a message dealt with (by `actor`, now) or owed an answer again; handling one reads it
 * too. Each change is in the activity log; asking for the state it is already in changes nothing.
 */
async function setHandled(
  db: Database,
  actor: StaffActor,
  id: number,
  handled: boolean,
): Promise<ContactSubmission> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        handledAt: contactSubmissions.handledAt,
        readAt: contactSubmissions.readAt,
        name: contactSubmissions.name,
        subject: contactSubmissions.subject,
      })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id))
      .for('update');
    if (!before) throw notFound(`No contact message with id ${id}`);
    if ((before.handledAt !== null) === handled) return;
    const now = new Date();
    await tx
      .update(contactSubmissions)
      .set(
        handled
          ? { handledAt: now, handledBy: actor.id, readAt: before.readAt ?? now }
          : { handledAt: null, handledBy: null },
      )
      .where(eq(contactSubmissions.id, id));
    await recordAudit(tx, actor, {
      action: handled ? 'contact.handled' : 'contact.reopened',
      entityType: 'contact',
      entityId: id,
      entityLabel: `${before.subject} (from ${before.name})`,
      changes: [
        {
          field: 'handled',
          from: before.handledAt !== null,
          to: handled,
        },
      ],
    });
  });
  return getContactSubmission(db, id);
}

export const markContactHandled = (db: Database, actor: StaffActor, id: number) =>
  setHandled(db, actor, id, true);

export const reopenContact = (db: Database, actor: StaffActor, id: number) =>
  setHandled(db, actor, id, false);

export async function sendShopEmail(
  deps: { db: Database; shopEmail: string },
  input: ShopEmailInput,
): Promise<void> {
  await enqueueEmail(
    deps.db,
    'shopMessage',
    { to: deps.shopEmail, replyTo: input.replyTo },
    { subject: input.subject, message: input.message },
  );
}
