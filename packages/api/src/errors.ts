/** Errors the domain raises; each transport maps them to its own status once. */
type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS';

export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Per-field problems found beyond what the input schema checks (e.g. an inactive product). */
    readonly issues: readonly FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Input that parsed but names things the database refuses: a 400 with per-field messages. */
export const invalidFields = (issues: FieldIssue[]) =>
  new DomainError('BAD_REQUEST', issues[0]?.message ?? 'Invalid input', issues);

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const badRequest = (message: string) => new DomainError('BAD_REQUEST', message);
export const tooLarge = (message: string) => new DomainError('PAYLOAD_TOO_LARGE', message);

/** What a caller is told when the server itself failed; the details stay in the log. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** What a caller is told while the database cannot be reached: a 503, worth retrying. */
export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';
/** The Retry-After a 503 carries, in seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
