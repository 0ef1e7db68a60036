import {
  matchQuery,
  type Mutation,
  type MutationCacheConfig,
  type QueryClient,
} from '@tanstack/react-query';

/**
 * The queries a mutation makes stale: after it succeeds (the plain list), or, for a mutation whose
 * refusal may mean the screen is out of date (someone else decided first, a newer revision),
 * after a refusal too.
 */
export type Staleness<TQuery extends string> =
  | readonly TQuery[]
  | {
      readonly onSuccess?: readonly TQuery[];
      readonly onError?: readonly TQuery[];
      /** Whatever the answer. */
      readonly onSettled?: readonly TQuery[];
    };

/** An app's one declaration of what each mutation makes stale, by mutation path. */
export type StaleAfter<TMutation extends string, TQuery extends string> = {
  readonly [M in TMutation]?: Staleness<TQuery>;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * Read the stale queries again only after the mutation's own callbacks, not before: for a
       * screen that moves on first (a form that closes to its list's address, a deleted record's
       * page left behind), so the refresh neither pulls staff back nor reads what is gone.
       */
      refreshLast?: boolean;
    };
  }
}

/**
 * The key a mutation that is not a tRPC call (a file upload over REST) carries so the map can
 * name it: the same shape as tRPC's ([['products', 'import']]).
 */
export const mutationKeyFor = (path: string) => [path.split('.')];

/** The dotted path of a mutation's key, as tRPC writes it: [['orders', 'update']]. */
function pathOf(mutation: Mutation<unknown, unknown, unknown>): string | undefined {
  const [path] = mutation.options.mutationKey ?? [];
  return Array.isArray(path) ? path.join('.') : undefined;
}

/**
 * While another call of the same mutation is in flight (quick clicks on +), reading again now
 * would draw the server's state before that call and undo what the screen already shows: the last
 * call to be answered refreshes. (The call being answered still counts as in flight.)
 */
function anotherCallInFlight(client: QueryClient, mutation: Mutation<unknown, unknown, unknown>) {
  const { mutationKey } = mutation.options;
  return mutationKey !== undefined && client.isMutating({ mutationKey, exact: true }) > 1;
}

function stalePaths(
  staleAfter: StaleAfter<string, string>,
  mutation: Mutation<unknown, unknown, unknown>,
  outcome: 'onSuccess' | 'onError',
  client: QueryClient,
): string[] {
  if (anotherCallInFlight(client, mutation)) return [];
  const path = pathOf(mutation);
  const entry = path === undefined ? undefined : staleAfter[path];
  if (entry === undefined) return [];
  if (Array.isArray(entry)) return outcome === 'onSuccess' ? [...entry] : [];
  const { [outcome]: own = [], onSettled = [] } = entry as Exclude<typeof entry, readonly string[]>;
  return [...own, ...onSettled];
}

/**
 * One invalidation for all the paths: a query under two of them ('orders', 'orders.mine') is
 * read again once, not started and cancelled. Only the queries on screen are read again now; the
 * others are read when next shown.
 */
function markStale(client: QueryClient, paths: string[]) {
  if (paths.length === 0) return;
  const filters = paths.map((path) => ({ queryKey: [path.split('.')] }));
  return client.invalidateQueries({
    predicate: (query) => filters.some((filter) => matchQuery(filter, query)),
  });
}

/**
 * The QueryClient's MutationCache callbacks that apply an app's map: when a mutation is answered,
 * the queries the map names for it are marked stale, and those on screen read again. By default
 * this happens before the mutation's own onSuccess, which therefore runs (closes its dialog,
 * shows its toast) with the fresh data on screen; `meta: { refreshLast: true }` waits for it.
 * A refusal's refresh runs after the mutation's own onError.
 */
export function refreshAfterMutations<TMutation extends string, TQuery extends string>(
  staleAfter: StaleAfter<TMutation, TQuery>,
): Pick<MutationCacheConfig, 'onSuccess' | 'onSettled'> {
  const map = staleAfter as StaleAfter<string, string>;
  return {
    onSuccess: (_data, _variables, _context, mutation, { client }) =>
      mutation.meta?.refreshLast
        ? undefined
        : markStale(client, stalePaths(map, mutation, 'onSuccess', client)),
    onSettled: (_data, error, _variables, _context, mutation, { client }) => {
      if (error) return markStale(client, stalePaths(map, mutation, 'onError', client));
      return mutation.meta?.refreshLast
        ? markStale(client, stalePaths(map, mutation, 'onSuccess', client))
        : undefined;
    },
  };
}
