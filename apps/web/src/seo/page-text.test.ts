import { describe, expect, it } from 'vitest';
import { pageTitle, plainTextOf, snippetOf } from './page-text.ts';

describe('page text', () => {
  it('titles a page after the shop', () => {
    expect(pageTitle('About Us')).toBe('About Us | BuildRight Equipment');
  });

  it('reads sanitised rich text as one line of plain text', () => {
    expect(
      plainTextOf(
        '<h2>Fits</h2><p>CAT 320 &amp; <strong>325</strong>, <em>"heavy"</em></p>' +
          '<ul><li>&lt;5 t&gt;</li><li>steel<br>plate</li></ul>',
      ),
    ).toBe('Fits CAT 320 & 325, "heavy" <5 t> steel plate');
  });

  it('keeps a short text whole', () => {
    expect(snippetOf('A hard hat.')).toBe('A hard hat.');
  });

  it('cuts a long text at a word, within a search snippet', () => {
    const text = `${'Rugged steel bucket for trenching, '.repeat(8)}end.`;
    const snippet = snippetOf(text);
    expect(snippet.length).toBeLessThanOrEqual(160);
    expect(snippet).toMatch(/^Rugged steel bucket/);
    expect(snippet).toMatch(/[a-z]…$/);
  });
});
