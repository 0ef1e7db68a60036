import type postgres from 'postgres';

/**
 * The longest statement kept prepared: a query builder's are far shorter, and the catalogue's
 * large statements, whose values are in their text (valuesInline), change with every request.
 */
const LONGEST_PREPARED = 4_000;

type Sql = postgres.Sql;
type Run = (sql: Sql) => unknown;

/**
 * The postgres.js client as Drizzle should use it straight to the server: a statement with
 * parameters is prepared once per connection, then sent in one round trip. Drizzle asks for an
 * unnamed statement unless its query is given a name, and postgres.js sends one with parameters
 * in two round trips, asking the server their types before it binds them; a page of many
 * statements pays for each (docs/adr/0009-statements-prepared-or-with-values-inline.md). The
 * connection's plan_cache_mode (force_custom_plan, set by `connect`) still plans each execution
 * for its values, as for an unnamed statement. Behind PgBouncer statements are never prepared
 * (connect).
 */
export function preparingStatements<T extends Sql>(client: T): T {
  const inner = (run: Run) => (sql: Sql) => run(preparingStatements(sql));
  return new Proxy(client, {
    get(target, property, receiver) {
      switch (property) {
        case 'unsafe':
          return (
            query: string,
            parameters: postgres.ParameterOrJSON<never>[] = [],
            options = {},
          ) =>
            target.unsafe(query, parameters, {
              ...options,
              prepare: parameters.length > 0 && query.length <= LONGEST_PREPARED,
            });
        // A transaction's queries (and a savepoint's) go through a client of its own.
        case 'begin':
        case 'savepoint':
          return (...args: unknown[]) => {
            const begin = Reflect.get(target, property, receiver) as (...a: unknown[]) => unknown;
            return begin.apply(target, [...args.slice(0, -1), inner(args.at(-1) as Run)]);
          };
        default:
          return Reflect.get(target, property, receiver);
      }
    },
  });
}
