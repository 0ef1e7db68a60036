import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize.ts';

describe('sanitizeDescription', () => {
  it('drops script and iframe elements with their content', () => {
    expect(sanitizeDescription('<p>Bucket</p><script>alert(1)</script>')).toBe('<p>Bucket</p>');
    expect(sanitizeDescription('<p>Bucket</p><iframe src="https://evil.example"></iframe>')).toBe(
      '<p>Bucket</p>',
    );
  });

  it('drops event handler attributes', () => {
    expect(sanitizeDescription('<p onclick="steal()">Click</p>')).toBe('<p>Click</p>');
    expect(sanitizeDescription('<img src="x" onerror="steal()" />')).toBe('');
  });

  it('drops javascript: links but keeps the text', () => {
    const clean = sanitizeDescription('<a href="javascript:alert(1)">Offer</a>');
    expect(clean).not.toContain('javascript:');
    expect(clean).toBe('<a rel="noopener noreferrer nofollow">Offer</a>');
  });

  it('drops styles that load urls or are not on the list', () => {
    expect(
      sanitizeDescription('<p style="background-image:url(https://evil.example/track.png)">x</p>'),
    ).toBe('<p>x</p>');
    expect(sanitizeDescription('<p style="color:url(https://evil.example/x)">x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeDescription('<p style="position:fixed;top:0">x</p>')).toBe('<p>x</p>');
  });

  it('keeps headings, emphasis and lists', () => {
    const html =
      '<h2>Specs</h2><p><strong>Heavy</strong> <em>duty</em> <u>steel</u> <s>old</s></p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('keeps links and marks them rel="noopener noreferrer nofollow"', () => {
    expect(
      sanitizeDescription('<a href="https://example.com/manual.pdf" target="_blank">Manual</a>'),
    ).toBe(
      '<a href="https://example.com/manual.pdf" target="_blank" rel="noopener noreferrer nofollow">Manual</a>',
    );
    expect(sanitizeDescription('<a href="mailto:sales@example.com" rel="opener">Mail</a>')).toBe(
      '<a href="mailto:sales@example.com" rel="noopener noreferrer nofollow">Mail</a>',
    );
  });

  it('keeps colour, background and alignment styles of the editor', () => {
    expect(sanitizeDescription('<p style="text-align:center">Centred</p>')).toBe(
      '<p style="text-align:center">Centred</p>',
    );
    expect(sanitizeDescription('<span style="color:#ff0000">Red</span>')).toBe(
      '<span style="color:#ff0000">Red</span>',
    );
    expect(
      sanitizeDescription(
        '<mark data-color="#ffff00" style="background-color:rgb(255, 255, 0)">Hi</mark>',
      ),
    ).toBe('<mark data-color="#ffff00" style="background-color:rgb(255, 255, 0)">Hi</mark>');
  });

  it('keeps the allowed part of a mixed style attribute', () => {
    expect(
      sanitizeDescription('<p style="color:#333;background:url(x.png);text-align:right">x</p>'),
    ).toBe('<p style="color:#333;text-align:right">x</p>');
  });

  it('trims what is left', () => {
    expect(sanitizeDescription('  <p>Hi</p>\n')).toBe('<p>Hi</p>');
  });
});
