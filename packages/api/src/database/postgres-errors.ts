/** Every `code` along an error's chain of causes (drivers and Drizzle wrap one another). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error; current && typeof current === 'object';) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** SQLSTATE of an error from either driver (postgres.js or PGlite), looking through wrappers. */
function sqlState(error: unknown): string | undefined {
  return codesOf(error).find((code) => /^[0-9A-Z]{5}$/.test(code));
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/**
 * Text the database refuses to store: the NUL character in text (22021) or in jsonb (22P05).
 * Input is checked before it gets here; this is the safety net that keeps it a 400.
 */
export const isUnstorableText = (error: unknown) => {
  const state = sqlState(error);
  return state === '22021' || state === '22P05';
};

/** Why a query could not reach the database, as postgres.js and Node's sockets name it. */
const connectionFailures = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
]);

/**
 * The database is down or not taking connections (a restart, a failover, too many clients):
 * worth trying again shortly, unlike a query that failed on its own.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return codesOf(error).some(
    (code) =>
      connectionFailures.has(code) ||
      /^08[0-9A-Z]{3}$/.test(code) || // connection exception
      code === '57P01' || // admin shutdown
      code === '57P02' || // crash shutdown
      code === '57P03' || // cannot connect now (starting up, recovering)
      code === '53300', // too many connections
  );
}
