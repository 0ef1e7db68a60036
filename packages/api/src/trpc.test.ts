import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { Context } from './context.ts';
import { UNAVAILABLE_MESSAGE } from './errors.ts';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextIssue } from './database/storable-text.ts';
import { createCallerFactory, createTRPCRouter, publicProcedure } from './trpc.ts';

/** An error as Drizzle hands it on: the driver's error, with its code, as the cause. */
const queryFailed = (code: string) =>
  Object.assign(new Error('Failed query: select 1'), {
    cause: Object.assign(new Error(code), { code }),
  });

let resolverRan = false;
const router = createTRPCRouter({
  echo: publicProcedure.input(z.object({ name: z.string() })).mutation(({ input }) => {
    resolverRan = true;
    return input.name;
  }),
  fails: publicProcedure.input(z.string()).query(({ input }) => {
    throw queryFailed(input);
  }),
});
const caller = createCallerFactory(router)({
  heardOwnWrites: async () => true,
} as unknown as Context);

async function trpcErrorOf(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe('every procedure', () => {
  it('refuses input text with the NUL character before its resolver runs', async () => {
    const error = await trpcErrorOf(caller.echo({ name: 'a\u0000b' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(resolverRan).toBe(false);
    expect(await caller.echo({ name: 'ab' })).toBe('ab');
  });

  it('answers a database refusing text as a bad request', async () => {
    for (const code of ['22021', '22P05']) {
      const error = await trpcErrorOf(caller.fails(code));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    }
  });

  it('answers a database out of reach as service unavailable', async () => {
    for (const code of ['ECONNREFUSED', 'CONNECTION_CLOSED', '57P01', '08006', '53300']) {
      const error = await trpcErrorOf(caller.fails(code));
      expect(error.code).toBe('SERVICE_UNAVAILABLE');
      expect(error.message).toBe(UNAVAILABLE_MESSAGE);
    }
  });

  it('leaves other database failures internal', async () => {
    const error = await trpcErrorOf(caller.fails('42P01'));
    expect(error.code).toBe('INTERNAL_SERVER_ERROR');
  });
});

describe('unstorableTextIssue', () => {
  it('finds the NUL character at any depth and names where', () => {
    expect(unstorableTextIssue({ a: 'fine', b: [1, { c: 'x\u0000' }] })).toEqual({
      path: ['b', 1, 'c'],
      message: UNSTORABLE_TEXT_MESSAGE,
    });
    expect(unstorableTextIssue('\u0000')?.path).toEqual([]);
    expect(unstorableTextIssue({ ['k\u0000']: 1 })?.path).toEqual(['k\u0000']);
  });

  it('passes everything else', () => {
    expect(unstorableTextIssue({ a: 'fine', n: 1, d: new Date(), none: null, u: undefined })).toBe(
      null,
    );
    expect(unstorableTextIssue(undefined)).toBe(null);
    // A document's bytes are not text, however many zero bytes they hold.
    expect(unstorableTextIssue({ file: { name: 'a.pdf', bytes: Buffer.alloc(3) } })).toBe(null);
  });
});

describe('a write', () => {
  it('waits to hear its own notifications, and clears the catalogue cache when it cannot', async () => {
    let heard = true;
    let asked = 0;
    let cleared = 0;
    const call = createCallerFactory(router)({
      heardOwnWrites: async () => {
        asked++;
        return heard;
      },
      catalogCache: { clear: () => void cleared++ },
    } as unknown as Context);
    await call.echo({ name: 'a' });
    expect([asked, cleared]).toEqual([1, 0]);
    heard = false;
    await call.echo({ name: 'b' });
    expect([asked, cleared]).toEqual([2, 1]);
    // A read, or a refused write, changed nothing to hear of.
    await trpcErrorOf(call.fails('22021'));
    await trpcErrorOf(call.echo({ name: 'a\u0000b' }));
    expect([asked, cleared]).toEqual([2, 1]);
  });
});
