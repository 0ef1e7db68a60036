// The payment status has one writer: an order is inserted with initialPaymentStatus (place.ts)
// and updated only by moveOrder (lifecycle.ts), which checks the payment's lifecycle. This reads
// the api's source for every other write of the orders table and fails on one that sets it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

// Tests and their harness (testing/) write rows as fixtures; they are not the shop's writers.
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .filter((file) => !file.startsWith('testing/'))
  .map((file) => ({
    file: relative(root, join(root, file)),
    text: readFileSync(join(root, file), 'utf8'),
  }));

/** The text of the call's arguments that opens at `open` (an index just past its parenthesis). */
function argumentsFrom(text: string, open: number): string {
  let depth = 1;
  for (let at = open; at < text.length; at++) {
    if (text[at] === '(') depth++;
    if (text[at] === ')' && --depth === 0) return text.slice(open, at);
  }
  return text.slice(open);
}

/** Every drizzle write of the orders table, and its values as written. */
function orderWrites(file: string, text: string) {
  return [...text.matchAll(/\.(update|insert)\(orders\)\s*\.(set|values)\(/g)].map((call) => ({
    write: `${file} ${call[1]}`,
    values: argumentsFrom(text, call.index + call[0].length),
  }));
}
const writes = sources.flatMap(({ file, text }) => orderWrites(file, text));
const writers = ['orders/lifecycle.ts update', 'orders/place.ts insert'];

describe('the payment status', () => {
  it('is written by moveOrder alone, and at insert by placing the order', () => {
    const naming = writes.filter(({ values }) => values.includes('paymentStatus'));
    expect(naming.map(({ write }) => write).sort()).toEqual(writers);
  });

  it('cannot slip into another write of an order inside a spread object', () => {
    const spreading = writes.filter(
      ({ write, values }) => !writers.includes(write) && values.includes('...'),
    );
    expect(spreading.map(({ write }) => write)).toEqual([]);
  });

  it('is never written by hand-written SQL', () => {
    const rawWrites = sources.filter(({ text }) =>
      /update\s+("?orders"?|\$\{orders\})\s+set[\s\S]{0,400}?(payment_status|orders\.paymentStatus)/i.test(
        text,
      ),
    );
    expect(rawWrites.map(({ file }) => file)).toEqual([]);
  });

  it('finds the writes it looks for', () => {
    // A guard that matches nothing would pass forever: it sees other writes of orders too.
    expect(writes.length).toBeGreaterThan(writers.length);
    expect(orderWrites('x.ts', "tx\n  .update(orders)\n  .set({ paymentStatus: 'paid' })")).toEqual(
      [{ write: 'x.ts update', values: "{ paymentStatus: 'paid' }" }],
    );
  });
});
