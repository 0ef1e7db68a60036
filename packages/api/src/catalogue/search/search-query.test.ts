import { describe, expect, it } from 'vitest';
import { skuPattern, tsqueryText } from './search-query.ts';

const token = (
  text: string,
  stem: string | null = text,
  corrections: string[] = [],
  prefix = true,
) => ({ token: text, stem, prefix, fragment: false, completions: [] as string[], corrections });
const word = (text: string, stem: string | null = text, corrections: string[] = []) =>
  token(text, stem, corrections, false);

describe('tsqueryText', () => {
  it('asks every word as written, its stem or a correction, the word being typed as a prefix', () => {
    expect(
      tsqueryText([word('excavater', 'excavat', ['excavator']), token('buckets', 'bucket')]),
    ).toBe("('excavater' | 'excavat' | 'excavator') & ('buckets':* | 'bucket')");
  });

  it('asks a prefix as the words it begins when the database found them few', () => {
    const typed = { ...token('saf', 'saf', []), completions: ['safe', 'safeti', 'safety'] };
    expect(tsqueryText([word('yellow'), typed])).toBe(
      "('yellow') & ('safe' | 'safeti' | 'safety')",
    );
    expect(tsqueryText([typed], 'A')).toBe("('safe':A | 'safeti':A | 'safety':A)");
  });

  it('drops fragments of a word unless nothing else is left', () => {
    const fragment = { ...word('hi'), fragment: true };
    expect(tsqueryText([fragment, token('vis'), token('vest')])).toBe("('vis':*) & ('vest':*)");
    expect(tsqueryText([fragment])).toBe("('hi')");
  });

  it('drops stop words unless nothing else is left', () => {
    expect(tsqueryText([word('the', null), token('bucket')])).toBe("('bucket':*)");
    expect(tsqueryText([token('for', null)])).toBe("('for':*)");
    expect(tsqueryText([])).toBeNull();
  });

  it('quotes what tsquery would read as syntax', () => {
    expect(tsqueryText([token("o'neil\\")])).toBe("('o''neil\\\\':*)");
  });
});

describe('skuPattern', () => {
  it('reads SKU-like text only', () => {
    expect(skuPattern(' BR-001001 ')).toBe('br-001001');
    expect(skuPattern('001')).toBe('001');
    expect(skuPattern('bucket')).toBeNull();
    expect(skuPattern('br 0010')).toBeNull();
  });
});

describe('tsqueryText with weights', () => {
  it('labels every alternative with the parts of the document it may match in', () => {
    expect(tsqueryText([token('buckets', 'bucket', ['buckles'])], 'AB')).toBe(
      "('buckets':*AB | 'bucket':AB | 'buckles':AB)",
    );
    expect(tsqueryText([word('buckets', 'bucket')], 'A')).toBe("('buckets':A | 'bucket':A)");
  });
});
