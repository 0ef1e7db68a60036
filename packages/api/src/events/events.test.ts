import type { Transaction } from '@buildright/db';
import { describe, expect, it } from 'vitest';
import { publish, subscribe } from './events.ts';

declare module './events.ts' {
  interface DomainEvents {
    'test.happened': { id: number };
    'test.unheard': { id: number };
  }
}

const tx = {} as Transaction;

describe('events', () => {
  it('tell each subscriber, in the order they subscribed, in the publisher’s transaction', async () => {
    const heard: string[] = [];
    subscribe('test.happened', async (given, { id }) => {
      expect(given).toBe(tx);
      heard.push(`first ${id}`);
    });
    subscribe('test.happened', async (_tx, { id }) => {
      heard.push(`second ${id}`);
    });
    await publish(tx, 'test.happened', { id: 7 });
    expect(heard).toEqual(['first 7', 'second 7']);
  });

  it('fail the publisher when a subscriber fails, so the move rolls back', async () => {
    subscribe('test.happened', async () => {
      throw new Error('subscriber failed');
    });
    await expect(publish(tx, 'test.happened', { id: 8 })).rejects.toThrow('subscriber failed');
  });

  it('publish news nobody hears without complaint', async () => {
    await expect(publish(tx, 'test.unheard', { id: 9 })).resolves.toBeUndefined();
  });
});
