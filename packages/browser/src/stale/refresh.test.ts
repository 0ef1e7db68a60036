import {
  MutationCache,
  MutationObserver,
  QueryClient,
  QueryObserver,
  type QueryKey,
} from '@tanstack/react-query';
import { initTRPC, TRPCError } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it, vi } from 'vitest';
import type { MutationPath, QueryPath } from './paths.ts';
import { mutationKeyFor, refreshAfterMutations, type StaleAfter } from './refresh.ts';

const t = initTRPC.create();
const idInput = (value: unknown) => value as { id: number };
let orderListReads = 0;
const router = t.router({
  orders: t.router({
    list: t.procedure.query(() => {
      orderListReads += 1;
      return ['order'];
    }),
    byId: t.procedure.input(idInput).query(({ input }) => input.id),
    update: t.procedure.input(idInput).mutation(({ input }) => input.id),
    approve: t.procedure.input(idInput).mutation(({ input }) => {
      if (input.id < 0) throw new TRPCError({ code: 'CONFLICT', message: 'Decided already' });
      return input.id;
    }),
  }),
  stats: t.router({ totals: t.procedure.query(() => 1) }),
  catalog: t.router({ list: t.procedure.query(() => ['product']) }),
  quotes: t.router({ staff: t.router({ list: t.procedure.query(() => ['quote']) }) }),
});
type Router = typeof router;

const staleAfter = {
  'orders.update': ['orders', 'orders.list', 'stats.totals'],
  'orders.approve': { onSuccess: ['catalog'], onError: ['orders.list'], onSettled: ['stats'] },
  'rest.upload': ['quotes.staff'],
} satisfies StaleAfter<MutationPath<Router> | 'rest.upload', QueryPath<Router>>;

type RouterStaleAfter = StaleAfter<MutationPath<Router>, QueryPath<Router>>;

/** A client with every query of the router cached and fresh, and the map applied. */
function setUp() {
  const queryClient = new QueryClient({
    mutationCache: new MutationCache(refreshAfterMutations(staleAfter)),
    defaultOptions: { queries: { staleTime: Infinity } },
  });
  const trpc = createTRPCOptionsProxy<Router>({ router, ctx: {}, queryClient });
  const keys: Record<string, QueryKey> = {
    'orders.list': trpc.orders.list.queryKey(),
    'orders.byId 1': trpc.orders.byId.queryKey({ id: 1 }),
    'orders.byId 2': trpc.orders.byId.queryKey({ id: 2 }),
    'stats.totals': trpc.stats.totals.queryKey(),
    'catalog.list': trpc.catalog.list.queryKey(),
    'quotes.staff.list': trpc.quotes.staff.list.queryKey(),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, 'cached');
  /** The cached queries marked stale, by name. */
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { queryClient, trpc, stale };
}

describe('refreshAfterMutations', () => {
  it('takes a map typed by the router, where a misspelt path fails typecheck', () => {
    const misspelt: RouterStaleAfter[] = [
      // @ts-expect-error 'orders.updat' is no mutation of the router
      { 'orders.updat': [] },
      // @ts-expect-error 'order' is neither a query nor a router of the router
      { 'orders.update': ['order'] },
    ];
    expect(misspelt).toHaveLength(2);
  });

  it("marks stale exactly the queries the map names for a mutation's success", async () => {
    const { queryClient, trpc, stale } = setUp();
    expect(stale()).toEqual([]);
    const update = new MutationObserver(queryClient, trpc.orders.update.mutationOptions());
    await update.mutate({ id: 1 });
    // A router covers every query under it, whatever the input.
    expect(stale()).toEqual(['orders.list', 'orders.byId 1', 'orders.byId 2', 'stats.totals']);
  });

  it('marks stale what a refusal makes stale only after a refusal', async () => {
    const accepted = setUp();
    const approve = (trpc: typeof accepted.trpc, client: QueryClient) =>
      new MutationObserver(client, trpc.orders.approve.mutationOptions());
    await approve(accepted.trpc, accepted.queryClient).mutate({ id: 1 });
    expect(accepted.stale()).toEqual(['stats.totals', 'catalog.list']);

    const refused = setUp();
    await expect(approve(refused.trpc, refused.queryClient).mutate({ id: -1 })).rejects.toThrow(
      'Decided already',
    );
    expect(refused.stale()).toEqual(['orders.list', 'stats.totals']);
  });

  it('refreshes once the last of quick calls of one mutation is answered', async () => {
    const { queryClient, trpc, stale } = setUp();
    let answerFirst = () => {};
    const first = new MutationObserver(queryClient, {
      ...trpc.orders.update.mutationOptions(),
      mutationFn: () => new Promise<number>((answer) => (answerFirst = () => answer(1))),
    });
    const second = new MutationObserver(queryClient, trpc.orders.update.mutationOptions());
    const firstAnswered = first.mutate({ id: 1 });
    const secondAnswered = second.mutate({ id: 1 });
    await vi.waitFor(() => expect(queryClient.isMutating()).toBe(1));
    // The second call was answered while the first waits: the first's answer will refresh.
    expect(stale()).toEqual([]);
    answerFirst();
    await Promise.all([firstAnswered, secondAnswered]);
    expect(stale()).toEqual(['orders.list', 'orders.byId 1', 'orders.byId 2', 'stats.totals']);
  });

  it('leaves the cache alone for a mutation the map does not name', async () => {
    const { queryClient, stale } = setUp();
    const unnamed = new MutationObserver(queryClient, { mutationFn: () => Promise.resolve(1) });
    await unnamed.mutate();
    expect(stale()).toEqual([]);
  });

  it('names a REST mutation the way tRPC names its own', async () => {
    const { queryClient, stale } = setUp();
    const upload = new MutationObserver(queryClient, {
      mutationKey: mutationKeyFor('rest.upload'),
      mutationFn: () => Promise.resolve('file'),
    });
    await upload.mutate();
    expect(stale()).toEqual(['quotes.staff.list']);
  });

  it("refreshes before the mutation's own onSuccess, or after it when asked to", async () => {
    /** What the mutation's own onSuccess found stale, with or without `refreshLast`. */
    const staleSeenByOnSuccess = async (refreshLast: boolean) => {
      const { queryClient, trpc, stale } = setUp();
      let seen: string[] = [];
      const options = trpc.orders.update.mutationOptions({
        onSuccess: () => void (seen = stale()),
        meta: { refreshLast },
      });
      await new MutationObserver(queryClient, options).mutate({ id: 1 });
      expect(stale()).toContain('stats.totals');
      return seen;
    };
    expect(await staleSeenByOnSuccess(false)).toContain('stats.totals');
    expect(await staleSeenByOnSuccess(true)).toEqual([]);
  });

  it('reads a query on screen again at once, and once when two paths cover it', async () => {
    const { queryClient, trpc } = setUp();
    const onScreen = new QueryObserver(queryClient, trpc.orders.list.queryOptions());
    const unsubscribe = onScreen.subscribe(() => undefined);
    const before = orderListReads;
    await new MutationObserver(queryClient, trpc.orders.update.mutationOptions()).mutate({ id: 1 });
    expect(orderListReads - before).toBe(1);
    unsubscribe();
  });
});
