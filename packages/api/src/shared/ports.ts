// What the domains need from the process that runs them, as types only: the HTTP session, the
// log and the metrics. The server passes its own (Fastify's session and logger, its Prometheus
// counters) in the request context.

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

/**
 * What the domains tell the shop's metrics, each a call that returns at once: the server counts
 * them (Prometheus, served on METRICS_PORT) or drops them, and no domain imports a metrics
 * library. Each is told once the work is done, with labels from a short fixed list.
 */
export interface MetricsPort {
  /** A card payment was marked paid, or declined (told in the transaction that records it). */
  paymentSettled(outcome: 'paid' | 'failed'): void;
  /** A refund through the provider went through, or the provider refused it. */
  refunded(outcome: 'succeeded' | 'failed'): void;
  /** Card orders left unpaid gave their units back: cancelled by the sweep, or by staff. */
  cardHoldsReleased(by: 'sweep' | 'staff', orders: number): void;
  /** An attempt to send an e-mail failed (it is retried later, or given up on). */
  mailNotSent(): void;
  /** The catalogue's cache answered from memory, or had to load. */
  catalogueCacheLookup(hit: boolean): void;
  /** A job's run ended, having started `lagSeconds` after it was due. */
  jobRun(run: { job: string; failed: boolean; lagSeconds: number }): void;
}

/** Metrics off (no METRICS_PORT): the domains' calls count nothing and cost nothing. */
export const noMetrics: MetricsPort = {
  paymentSettled() {},
  refunded() {},
  cardHoldsReleased() {},
  mailNotSent() {},
  catalogueCacheLookup() {},
  jobRun() {},
};
