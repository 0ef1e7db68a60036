import * as z from 'zod';
import { queryFlag, wholeNumber } from './fields.ts';

export const CONTACT_PAGE_SIZE = 50;
export const MAX_CONTACT_PAGE_SIZE = 200;
export const MAX_CONTACT_SEARCH_LENGTH = 100;
/** Far beyond any real inbox, and small enough that the offset stays an exact number. */
const MAX_CONTACT_PAGE = 1_000_000_000;
const pageSizeMessage = `Page size must be a whole number from 1 to ${MAX_CONTACT_PAGE_SIZE}`;

/** A page of the contact messages: newest first, unread only if asked, searched by q. */
export const contactListInput = z.object({
  page: wholeNumber('Page must be a whole number of at least 1', {
    value: MAX_CONTACT_PAGE,
    message: `Page must be at most ${MAX_CONTACT_PAGE}`,
  }).default(1),
  pageSize: wholeNumber(pageSizeMessage, {
    value: MAX_CONTACT_PAGE_SIZE,
    message: pageSizeMessage,
  }).default(CONTACT_PAGE_SIZE),
  /** true: only the messages no staff member has opened yet. */
  unread: queryFlag.optional(),
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
