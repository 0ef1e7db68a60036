import { describe, expect, it } from 'vitest';
import { describeLifetime, forgotPasswordAnswer, resetPasswordForm } from './password-reset.ts';

describe('describeLifetime', () => {
  it('says hours, minutes or seconds as a person would', () => {
    expect(describeLifetime(60)).toBe('1 hour');
    expect(describeLifetime(120)).toBe('2 hours');
    expect(describeLifetime(90)).toBe('90 minutes');
    expect(describeLifetime(1)).toBe('1 minute');
    expect(describeLifetime(0.05)).toBe('3 seconds');
  });

  it('is what the forgot-password answer promises', () => {
    expect(forgotPasswordAnswer(60)).toMatch(/The link works once, for 1 hour\.$/);
  });
});

describe('resetPasswordForm', () => {
  it('needs a long enough password, typed twice alike', () => {
    const result = resetPasswordForm.safeParse({
      token: 't',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'Password must be at least 8 characters',
      "Passwords don't match",
    ]);
    const mismatch = resetPasswordForm.safeParse({
      token: 't',
      password: 'long-enough',
      confirmPassword: 'other',
    });
    expect(mismatch.error!.issues.map((issue) => issue.message)).toEqual(["Passwords don't match"]);
  });
});
