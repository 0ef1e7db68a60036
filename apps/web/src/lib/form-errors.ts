import { TRPCClientError } from '@trpc/client';

type FieldErrors = Record<string, string[] | undefined>;

/**
 * The per-field validation messages the server sent with a bad request, if any. Mantine forms show
 * one message per field: the first the server gave.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fieldErrors: FieldErrors =
    (error.data as { fieldErrors?: FieldErrors | null } | undefined)?.fieldErrors ?? {};
  return Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([field, messages]) =>
      messages?.[0] ? [[field, messages[0]]] : [],
    ),
  );
}

/** The tRPC error code the server answered with ('CONFLICT', 'BAD_REQUEST', ...), if any. */
export function serverErrorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  return (error.data as { code?: string } | undefined)?.code;
}
