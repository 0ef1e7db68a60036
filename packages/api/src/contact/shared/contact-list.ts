import * as z from 'zod';
import { pageField, pageSizeField, queryFlag } from '../../shared/fields.ts';

export const CONTACT_PAGE_SIZE = 50;
export const MAX_CONTACT_PAGE_SIZE = 200;
export const MAX_CONTACT_SEARCH_LENGTH = 100;

/** Which messages the inbox shows: those still owed an answer, those dealt with, or all. */
export const contactInboxViews = ['unhandled', 'handled', 'all'] as const;
export type ContactInboxView = (typeof contactInboxViews)[number];

/** A page of the contact messages: newest first, unread or (un)handled only if asked, searched by q. */
export const contactListInput = z.object({
  page: pageField,
  pageSize: pageSizeField(MAX_CONTACT_PAGE_SIZE, CONTACT_PAGE_SIZE),
  /** true: only the messages no staff member has opened yet. */
  unread: queryFlag.optional(),
  /** unhandled: still owed an answer; handled: marked dealt with; all (the default). */
  show: z
    .enum(contactInboxViews, { error: "Show must be 'unhandled', 'handled' or 'all'" })
    .default('all'),
  /** Part of the sender's name, e-mail or company, or of the subject. */
  q: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(
      MAX_CONTACT_SEARCH_LENGTH,
      `Search must be at most ${MAX_CONTACT_SEARCH_LENGTH} characters`,
    )
    .transform((text) => text || undefined)
    .optional(),
});
export type ContactListInput = z.input<typeof contactListInput>;
export type ContactListQuery = z.output<typeof contactListInput>;
