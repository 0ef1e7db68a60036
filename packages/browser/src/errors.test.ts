import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorCode, errorMessage, fieldErrorsOf } from './errors.ts';

/** A refusal as tRPC's client builds it from the server's answer. */
function refusal(message: string, data: object) {
  return TRPCClientError.from({ error: { message, code: -32600, data } });
}

const offline = 'The server could not be reached. Check your connection and try again.';

describe('errorMessage', () => {
  it('passes the server’s own message on', () => {
    const error = refusal('Stock must be 0 or more', { code: 'BAD_REQUEST' });
    expect(errorMessage(error)).toBe('Stock must be 0 or more');
    expect(errorMessage(new Error('Payment declined'))).toBe('Payment declined');
  });

  it.each(['Failed to fetch', 'Load failed', 'NetworkError when attempting to fetch resource.'])(
    'says the server could not be reached when fetch fails (“%s”), through tRPC or not',
    (browserText) => {
      expect(errorMessage(TRPCClientError.from(new TypeError(browserText)))).toBe(offline);
      expect(errorMessage(new TypeError(browserText))).toBe(offline);
    },
  );

  it('says so when the answer was not the server’s (a proxy’s error page)', () => {
    const error = TRPCClientError.from(
      new SyntaxError('Unexpected token \'<\', "<html>" is not JSON'),
    );
    expect(errorMessage(error)).toBe(
      'The server sent an answer that could not be read. Please try again in a moment.',
    );
  });

  it('falls back when there is nothing to say', () => {
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new Error(''), 'Invalid credentials')).toBe('Invalid credentials');
  });
});

describe('fieldErrorsOf and errorCode', () => {
  it('read the first message per field and the code the server sent', () => {
    const error = refusal('Email is taken', {
      code: 'CONFLICT',
      fieldErrors: { email: ['Email is taken', 'Another'], name: [], phone: undefined },
    });
    expect(fieldErrorsOf(error)).toEqual({ email: 'Email is taken' });
    expect(errorCode(error)).toBe('CONFLICT');
  });

  it('find nothing in an error the server did not send', () => {
    expect(fieldErrorsOf(new TypeError('Failed to fetch'))).toEqual({});
    expect(errorCode(TRPCClientError.from(new TypeError('Failed to fetch')))).toBeUndefined();
  });
});
