// What text the database can store: the rule every input passes, browser-safe for forms.

/** PostgreSQL cannot store the NUL character in text (nor in jsonb), so no input may carry it. */
export const UNSTORABLE_TEXT_MESSAGE =
  'Text may not contain the NUL character (U+0000). Please remove it and try again.';

/**
 * Half of a UTF-16 surrogate pair alone is no character at all: UTF-8 cannot encode it, and a
 * database driver would either fail or store something else. An emoji (a whole pair) is fine.
 */
const BROKEN_TEXT_MESSAGE =
  'Text holds a broken character (half of an emoji or symbol) that cannot be stored. Please retype it.';

// Read as code points (the u flag), a whole pair is one character; only a lone half is "Cs".
const loneSurrogate = /\p{Cs}/u;

/** Why a text cannot be stored, or null when it can. */
export function unstorableTextMessage(text: string): string | null {
  if (text.includes('\u0000')) return UNSTORABLE_TEXT_MESSAGE;
  return loneSurrogate.test(text) ? BROKEN_TEXT_MESSAGE : null;
}
