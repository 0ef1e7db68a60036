import { TRPCClientError } from '@trpc/client';

type FieldErrors = Record<string, string[] | undefined>;

interface ErrorData {
  code?: string;
  fieldErrors?: FieldErrors | null;
}

function dataOf(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

/** The first message a person can act on; the server puts the first validation message here. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.') {
  if (error instanceof TypeError)
    return 'The server could not be reached. Check your connection and try again.';
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The server's per-field validation messages, first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fieldErrors = dataOf(error)?.fieldErrors ?? {};
  return Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([field, messages]) =>
      messages?.[0] ? [[field, messages[0]]] : [],
    ),
  );
}

/** The request was refused because nobody is signed in (or the account was disabled). */
export function isSignedOutError(error: unknown): boolean {
  return dataOf(error)?.code === 'UNAUTHORIZED';
}

/** The request was refused to whoever is signed in: a customer, or a role without it. */
export function isForbiddenError(error: unknown): boolean {
  return dataOf(error)?.code === 'FORBIDDEN';
}
