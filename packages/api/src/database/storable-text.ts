import type { FieldIssue } from '../errors.ts';

/** PostgreSQL cannot store the NUL character in text (nor in jsonb), so no input may carry it. */
export const UNSTORABLE_TEXT_MESSAGE =
  'Text may not contain the NUL character (U+0000). Please remove it and try again.';

/**
 * The first place in an input (any depth, keys included) where text holds a character
 * PostgreSQL refuses, as a field issue; null when every text can be stored.
 */
export function unstorableTextIssue(
  input: unknown,
  path: (string | number)[] = [],
): FieldIssue | null {
  if (typeof input === 'string') {
    return input.includes('\u0000') ? { path, message: UNSTORABLE_TEXT_MESSAGE } : null;
  }
  if (Array.isArray(input)) {
    for (const [index, item] of input.entries()) {
      const issue = unstorableTextIssue(item, [...path, index]);
      if (issue) return issue;
    }
    return null;
  }
  // A file's bytes (a document upload) are not text.
  if (ArrayBuffer.isView(input)) return null;
  if (input !== null && typeof input === 'object' && !(input instanceof Date)) {
    for (const [key, value] of Object.entries(input)) {
      if (key.includes('\u0000')) return { path: [...path, key], message: UNSTORABLE_TEXT_MESSAGE };
      const issue = unstorableTextIssue(value, [...path, key]);
      if (issue) return issue;
    }
  }
  return null;
}
