import type { FieldIssue } from '../errors.ts';
import { unstorableTextMessage as textIssue } from '../shared/storable-text.ts';

export { UNSTORABLE_TEXT_MESSAGE } from '../shared/storable-text.ts';

/**
 * The first place in an input (any depth, keys included) where text holds a character
 * PostgreSQL refuses, as a field issue; null when every text can be stored.
 */
export function unstorableTextIssue(
  input: unknown,
  path: (string | number)[] = [],
): FieldIssue | null {
  if (typeof input === 'string') {
    const message = textIssue(input);
    return message ? { path, message } : null;
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
      const keyIssue = textIssue(key);
      if (keyIssue) return { path: [...path, key], message: keyIssue };
      const issue = unstorableTextIssue(value, [...path, key]);
      if (issue) return issue;
    }
  }
  return null;
}
