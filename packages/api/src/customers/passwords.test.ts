import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and never keeps the password', async () => {
    const stored = await hashPassword('correct-horse-battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[\w+/]+\$[\w+/]+$/);
    expect(stored).not.toContain('correct-horse-battery');
    const memoryKiB = Number(/m=(\d+)/.exec(stored)![1]);
    expect(memoryKiB).toBeGreaterThanOrEqual(19_456);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct-horse-battery');
    expect(await verifyPassword(stored, 'correct-horse-battery')).toBe(true);
    expect(await verifyPassword(stored, 'Correct-horse-battery')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'same')).toBe(true);
    expect(await verifyPassword(second, 'same')).toBe(true);
  });

  it('answers false, not an error, for a stored value that is no hash', async () => {
    expect(await verifyPassword('plain-text', 'plain-text')).toBe(false);
  });

  it('checks against nothing and always refuses', async () => {
    expect(await verifyAgainstNothing('not-a-real-password')).toBe(false);
  });
});
