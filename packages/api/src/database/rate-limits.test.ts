import { describe, expect, it } from 'vitest';
import { mailboxKey } from './rate-limits.ts';

describe('one mailbox for a limit', () => {
  it.each([
    ['Dana@Example.com', 'dana@example.com'],
    ['  dana@example.com ', 'dana@example.com'],
    ['dana+quotes@example.com', 'dana@example.com'],
    ['DANA+a+b@EXAMPLE.COM', 'dana@example.com'],
    ['+tag@example.com', '+tag@example.com'],
  ])('%j counts as %j', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });
});
