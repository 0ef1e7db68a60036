import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type postgres from 'postgres';
import { querySpan } from './query-spans.ts';

/** How busy the pool is now: what the server's metrics report as its saturation. */
export interface PoolUse {
  /** Connections running a statement or holding a transaction. */
  inUse: number;
  /**
   * Statements and transactions past the pool's size: queued for a connection, or (postgres.js
   * pipelines) sent down behind another's answer.
   */
  waiting: number;
  size: number;
}

/** What the server watches of its database, for its metrics. */
export interface ConnectionWatch {
  poolUse(): PoolUse;
  /** Whether the LISTEN connection is up, so this process hears notifications now. */
  listening(): boolean;
  /** Calls `observer` with each statement's time in seconds, until the answer is called. */
  observeQueries(observer: (seconds: number) => void): () => void;
}

/**
 * The one place the client counts its work: callers holding a connection (a statement outside a
 * transaction, a transaction, a reserved connection) and each statement's time. A counter and
 * two clock readings a statement: cheap enough to stay on whether anyone watches or not.
 */
export class Usage {
  private holders = 0;
  private readonly observers = new Set<(seconds: number) => void>();

  constructor(readonly size: number) {}

  poolUse(): PoolUse {
    return {
      inUse: Math.min(this.holders, this.size),
      waiting: Math.max(0, this.holders - this.size),
      size: this.size,
    };
  }

  observeQueries(observer: (seconds: number) => void): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /** Counts a holder until the answered function is called (once; later calls do nothing). */
  hold(): () => void {
    this.holders++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders--;
    };
  }

  /** Times a statement, counted as a holder when it runs outside a transaction. */
  statement(holding: boolean): () => void {
    const started = performance.now();
    const release = holding ? this.hold() : undefined;
    return () => {
      release?.();
      if (this.observers.size === 0) return;
      const seconds = (performance.now() - started) / 1000;
      for (const observer of this.observers) observer(seconds);
    };
  }
}

/**
 * Times a statement (and, when tracing, gives it a span); the answer is called once it has
 * settled, with its error when it failed.
 */
function watchStatement(usage: Usage, holding: boolean, text: unknown): (error?: unknown) => void {
  const done = usage.statement(holding);
  const traced = querySpan(typeof text === 'string' ? text : '');
  if (!traced) return done;
  return (error) => {
    done();
    traced(error);
  };
}

/** `promise`, calling `done` once it has settled. */
async function whenSettled<T>(promise: Promise<T>, done: () => void): Promise<T> {
  try {
    return await promise;
  } finally {
    done();
  }
}

type Sql = postgres.Sql;
type Run = (sql: Sql) => unknown;

/**
 * postgres.js's client counting into `usage`. A statement is a lazy promise Drizzle still calls
 * `.values()` on, so it is returned as it is, watched through Promise's own `then` (its class's
 * `then` would send it at once). Inside a transaction (`holding` false) statements are only timed.
 */
export function watchedPostgres<T extends Sql>(client: T, usage: Usage, holding = true): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      switch (property) {
        case 'unsafe':
          return (...args: Parameters<Sql['unsafe']>) => {
            const query = target.unsafe(...args);
            const end = watchStatement(usage, holding, args[0]);
            void Promise.prototype.then.call(query, () => end(), end);
            return query;
          };
        case 'begin':
        case 'savepoint':
          return (...args: unknown[]) => {
            const begin = Reflect.get(target, property, receiver) as (...a: unknown[]) => unknown;
            const run = args.at(-1) as Run;
            const watchedRun = (sql: Sql) => run(watchedPostgres(sql, usage, false));
            const release = holding ? usage.hold() : () => {};
            const work = begin.apply(target, [
              ...args.slice(0, -1),
              watchedRun,
            ]) as Promise<unknown>;
            return whenSettled(work, release);
          };
        case 'reserve':
          return async () => {
            const release = usage.hold();
            try {
              const reserved = await target.reserve();
              return watchedReserved(reserved, usage, release);
            } catch (error) {
              release();
              throw error;
            }
          };
        default:
          return Reflect.get(target, property, receiver);
      }
    },
  });
}

/** A reserved connection: held until released, its statements timed. */
function watchedReserved(reserved: postgres.ReservedSql, usage: Usage, release: () => void) {
  const timed = watchedPostgres(reserved, usage, false);
  return new Proxy(timed, {
    get(target, property, receiver) {
      if (property !== 'release') return Reflect.get(target, property, receiver);
      return () => {
        release();
        reserved.release();
      };
    },
  });
}

type PgliteQueries = Pick<PgliteTransaction, 'query' | 'exec'>;

/**
 * PGlite counting into `usage`: one connection, which a statement or a transaction holds while
 * the others wait. A transaction's statements go through its own handle, timed there. Methods
 * are called on PGlite itself: its private fields are not on a proxy.
 */
function watchedQueries<T extends PgliteQueries>(client: T, usage: Usage, holding: boolean): T {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...a: unknown[]) => Promise<unknown>).bind(target);
      if (property === 'query' || property === 'exec') {
        return (...args: unknown[]) => {
          const end = watchStatement(usage, holding, args[0]);
          return method(...args).then(
            (result) => {
              end();
              return result;
            },
            (error: unknown) => {
              end(error);
              throw error;
            },
          );
        };
      }
      if (property === 'transaction') {
        return (run: (tx: PgliteTransaction) => Promise<unknown>) => {
          const release = usage.hold();
          return whenSettled(
            method((tx: PgliteTransaction) => run(watchedQueries(tx, usage, false))),
            release,
          );
        };
      }
      return method;
    },
  });
}

export const watchedPglite = (client: PGlite, usage: Usage): PGlite =>
  watchedQueries(client, usage, true);
