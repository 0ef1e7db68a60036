import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { contactSubmissions, type Database } from '@buildright/db';
import { enqueueEmail } from '../mail/outbox.ts';
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
}

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
    await enqueueEmail(
      tx,
      'contactShop',
      { to: deps.shopEmail, replyTo: input.email },
      { contact: input },
    );
    if (options.acknowledge) {
      await enqueueEmail(tx, 'contactCopy', { to: input.email, replyTo: deps.shopEmail }, {});
    }
    return saved!;
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
    db
      .select()
      .from(contactSubmissions)
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
