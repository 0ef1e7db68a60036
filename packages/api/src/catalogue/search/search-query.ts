/** How the database read one word of a search (see analyseSearch). */
export interface AnalysedToken {
  token: string;
  /** The English stem ("buckets" → "bucket"); null for a stop word such as "for". */
  stem: string | null;
  /** Also matches the words it begins: the word being typed, or a short form ("vis"). */
  prefix: boolean;
  /** Too short to mean anything on its own and no catalogue word ("hi", a SKU's "br"). */
  fragment: boolean;
  /**
   * For a prefix, the words of the search documents it begins when they are few: asked as
   * themselves, which the full-text index answers from their lists instead of gathering every
   * word of the beginning (a third of the time or less). Empty: the prefix is asked as one.
   */
  completions: string[];
  /**
   * The nearest catalogue words within the allowed typos (up to three) and their stems, when the
   * token is no catalogue word's prefix.
   */
  corrections: string[];
}

function lexeme(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function isStopWord(token: AnalysedToken): boolean {
  return token.stem === null && !/\d/.test(token.token);
}

/** A stop word or a fragment: left out of the query unless the search has nothing else. */
const isFiller = (token: AnalysedToken) => isStopWord(token) || token.fragment;

/** Weight labels of the search document: A name, B SKU and category, C description. */
type SearchWeights = '' | 'A' | 'AB';

/**
 * The text of a tsquery: every word must match (in any order), each as written (or as the
 * beginning of words, see AnalysedToken.prefix, or the words it begins), as its stem, or as one
 * of its corrections; with
 * weights, only in those parts of the document. Stop words and fragments are dropped unless the
 * search has nothing else. Null when nothing is left to search for.
 */
export function tsqueryText(tokens: AnalysedToken[], weights: SearchWeights = ''): string | null {
  const meaningful = tokens.filter((token) => !isFiller(token));
  const used = meaningful.length > 0 ? meaningful : tokens;
  if (used.length === 0) return null;
  return used
    .map(({ token, stem, prefix, completions, corrections }) => {
      const label = weights && `:${weights}`;
      const alternatives = new Set(
        completions.length > 0
          ? completions.map((word) => `${lexeme(word)}${label}`)
          : [`${lexeme(token)}${prefix ? `:*${weights}` : label}`],
      );
      if (stem && stem !== token) alternatives.add(`${lexeme(stem)}${label}`);
      for (const word of corrections) alternatives.add(`${lexeme(word)}${label}`);
      return `(${[...alternatives].join(' | ')})`;
    })
    .join(' & ');
}

/** A search that reads like a SKU ("br-001001", "001001") is also matched against SKUs. */
export function skuPattern(search: string): string | null {
  const text = search.trim().toLowerCase();
  return /^[a-z0-9-]{3,40}$/.test(text) && /\d/.test(text) ? text : null;
}
