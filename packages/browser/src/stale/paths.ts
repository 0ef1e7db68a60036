import type {
  AnyTRPCProcedure,
  AnyTRPCRouter,
  TRPCProcedureType,
  TRPCRouterRecord,
} from '@trpc/server';

/** The dotted paths ('orders.update') of a router record's procedures of one type. */
type ProcedurePaths<TRecord, TType extends TRPCProcedureType, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? TRecord[K]['_def']['type'] extends TType
      ? `${TPrefix}${K}`
      : never
    : TRecord[K] extends TRPCRouterRecord
      ? ProcedurePaths<TRecord[K], TType, `${TPrefix}${K}.`>
      : never;
}[keyof TRecord & string];

/** The dotted paths ('quotes', 'quotes.staff') of a router record's routers, nested ones too. */
type RouterPaths<TRecord, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? never
    : TRecord[K] extends TRPCRouterRecord
      ? `${TPrefix}${K}` | RouterPaths<TRecord[K], `${TPrefix}${K}.`>
      : never;
}[keyof TRecord & string];

/** Every mutation of the router, by its path: 'orders.update'. */
export type MutationPath<TRouter extends AnyTRPCRouter> = ProcedurePaths<
  TRouter['_def']['record'],
  'mutation'
>;

/**
 * What a mutation can make stale: one query, whatever its input ('orders.mine'), or every query
 * under a router ('orders').
 */
export type QueryPath<TRouter extends AnyTRPCRouter> =
  ProcedurePaths<TRouter['_def']['record'], 'query'> | RouterPaths<TRouter['_def']['record']>;
