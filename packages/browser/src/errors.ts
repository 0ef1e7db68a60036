import { TRPCClientError } from '@trpc/client';

type FieldErrors = Record<string, string[] | undefined>;

interface ErrorData {
  code?: string;
  fieldErrors?: FieldErrors | null;
}

const GENERIC_FAILURE = 'Something went wrong. Please try again.';
const NETWORK_FAILURE = 'The server could not be reached. Check your connection and try again.';
const UNREADABLE_ANSWER =
  'The server sent an answer that could not be read. Please try again in a moment.';

function dataOf(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

/**
 * Why the request got no answer from the server at all. fetch rejects with a TypeError when the
 * network fails ("Failed to fetch", "Load failed", "NetworkError when attempting…", by browser);
 * tRPC wraps it, keeping it as the cause, while a plain fetch (an upload) throws it as it is.
 */
function failureWithoutAnswer(error: unknown): 'network' | 'unreadable' | null {
  const cause = error instanceof TRPCClientError && !error.data ? error.cause : error;
  if (cause instanceof TypeError) return 'network';
  // Not JSON, such as a proxy's error page while the server restarts.
  if (error instanceof TRPCClientError && cause instanceof SyntaxError) return 'unreadable';
  return null;
}

/**
 * The text to show for a failed request: the server's own message (the first validation message
 * for bad input), a plain sentence when the server could not be reached or answered gibberish, or
 * the fallback when there is nothing better.
 */
export function errorMessage(error: unknown, fallback = GENERIC_FAILURE): string {
  const without = failureWithoutAnswer(error);
  if (without === 'network') return NETWORK_FAILURE;
  if (without === 'unreadable') return UNREADABLE_ANSWER;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The server's per-field validation messages, the first one per field (what a form shows). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fieldErrors = dataOf(error)?.fieldErrors ?? {};
  return Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([field, messages]) =>
      messages?.[0] ? [[field, messages[0]]] : [],
    ),
  );
}

/** The tRPC error code the server answered with ('UNAUTHORIZED', 'CONFLICT', ...), if any. */
export function errorCode(error: unknown): string | undefined {
  return dataOf(error)?.code;
}
