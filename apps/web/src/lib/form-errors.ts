import type { FieldErrors } from '../lib/trpc.ts';

/** Mantine forms show one message per field: the first the server gave. */
export function firstMessages(fieldErrors: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([field, messages]) =>
      messages?.[0] ? [[field, messages[0]]] : [],
    ),
  );
}
