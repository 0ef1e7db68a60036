// What the domains need from the process that runs them, as types only: the HTTP session and
// the log. The server passes its own (Fastify's session and logger) in the request context.

/** Who is signed in on this request, and how to change it; backed by the HTTP session. */
export interface SessionPort {
  /** This session's id (changes on sign-in); its row in the `sessions` table once saved. */
  readonly id: string;
  readonly adminId: number | null;
  readonly customerId: number | null;
  /** Starts a fresh session (new id, so a planted id is worthless) for the one who signed in. */
  signIn(identity: { adminId: number } | { customerId: number }): Promise<void>;
  signOut(): Promise<void>;
}

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
