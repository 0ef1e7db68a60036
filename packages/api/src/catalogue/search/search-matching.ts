// What a search asks of a product: its words (typos corrected) and SKU, as SQL.
import { sql, type SQL } from 'drizzle-orm';
import { products, type Database } from '@buildright/db';
import { rowsOf } from '../../database/index.ts';
import { skuPattern, tsqueryText, type AnalysedToken } from './search-query.ts';

const MAX_TOKENS = 8;
const MIN_PREFIX_LENGTH = 3;
/**
 * A prefix beginning with three letters that begins this many words of the search documents or
 * fewer is asked as those words (AnalysedToken.completions); more, and the index gathers them.
 */
const MAX_COMPLETIONS = 50;

/** A word's English stem, the word itself when the stemmer has none ("excavators" → "excav"). */
const englishStem = (word: SQL) => sql`coalesce((ts_lexize('english_stem', ${word}))[1], ${word})`;

/**
 * Reads a search as the catalogue's index does (hyphens split words, as in SKUs). For each word:
 * its English stem; whether it is a catalogue word; whether it is read as the beginning of words
 * (a word that is no catalogue word, such as "vis" or a last word still being typed: from 3
 * letters, since a shorter beginning would match most of the catalogue, and in a search that
 * reads as a SKU only the last; a catalogue word is read as itself and its stem, which the
 * full-text index answers from one list instead of gathering every word it begins, a third of
 * the time for a common word; a prefix is asked as the words it begins when they are few, for
 * the same reason); a fragment (fewer than 3 letters, no catalogue word, as "hi" or a SKU's
 * "br") that the query leaves out; and, when it is no catalogue word nor begins one, the nearest
 * catalogue words within its allowed typos (one edit for words of 3 to 5 letters, two from 6
 * letters on), with their stems: "graple" is "grapple" and "grappl", one edit away, and not
 * also "grade", two away; "excavater" finds "excavators" as "excavator" would.
 */
async function analyseSearch(
  db: Database,
  text: string,
  readsAsSku: boolean,
): Promise<AnalysedToken[]> {
  const result = await db.execute(
    sql`
    with tokens as (
      select u.lexeme as token, min(p) as position
      from unnest(to_tsvector('simple', replace(${text}, '-', ' '))) as u, unnest(u.positions) as p
      group by u.lexeme
      order by position
      limit ${MAX_TOKENS}
    ), stemmed as (
      select token, position, position = max(position) over () as last,
        case when length(to_tsvector('english', token)) = 0 then null
             else ${englishStem(sql.raw('token'))} end as stem,
        case when length(token) >= 6 then 2 else 1 end as typos
      from tokens
    ), known as (
      select *, exists (select 1 from search_words w where w.word in (token, stem)) as is_word
      from stemmed
    ), read as (
      select *,
        length(token) >= ${MIN_PREFIX_LENGTH} and not is_word and (last or not ${readsAsSku}) as prefix,
        length(token) < ${MIN_PREFIX_LENGTH} and not is_word and token ~ '^[[:alpha:]]+$' as fragment
      from known
    ), matched as (
      select *, is_word or (prefix and exists (
          select 1 from search_words w
          where w.word like replace(replace(token, '\\', '\\\\'), '%', '\\%') || '%')) as matches
      from read
    ), completed as (
      select *, array(
          select l.lexeme from search_lexemes l
          where prefix and token ~ '^[[:alpha:]]{3}' and l.lexeme ^@ token
          limit ${MAX_COMPLETIONS + 1}) as begun
      from matched
    )
    select token, stem, prefix, fragment,
      case when cardinality(begun) <= ${MAX_COMPLETIONS}
        then array(select unnest(begun) order by 1) else '{}' end as completions,
      array(
        select distinct form from (
          select word from (
            select w.word, rank() over (order by d.distance) as nearness
            from search_words w,
              lateral (select levenshtein_less_equal(w.word, token, typos) as distance) d
            where not matches and length(token) >= 3 and token ~ '^[[:alpha:]]+$'
              and length(w.word) between length(token) - typos and length(token) + typos
              and d.distance <= typos
          ) near
          where nearness = 1
          order by word
          limit 3
        ) nearest, unnest(array[word, ${englishStem(sql.raw('word'))}]) as form
      ) as corrections
    from completed
    order by position`,
  );
  return rowsOf<AnalysedToken>(result);
}

export interface Matching {
  where: SQL;
  fullText: SQL;
  /** The search read as the beginning of a SKU; false when it does not read like one. */
  skuPrefix: SQL;
  readsAsSku: boolean;
  /** Of a text match, best first: all words in the name, in name/SKU/category, anywhere. */
  textTiers: SQL[];
  /** SKU matches in byte order, the order of the SKU index (products_sku_lower_idx). */
  skuOrder: SQL;
  /** Best first: exact SKU, SKU prefix, then the text tiers. */
  tier: SQL<number>;
  score: SQL<number>;
}

/**
 * The number of the first tier a product meets, the best tier having the highest. Every product
 * asked about is a match, so the last tier is the one left: it is not tested again.
 */
function tierOf(tiers: SQL[]): SQL<number> {
  const whens = tiers
    .slice(0, -1)
    .map((met, i) => sql` when ${met} then ${sql.raw(String(tiers.length - i))}`);
  return sql<number>`case${sql.join(whens)} else 1 end`;
}

export async function matchingOf(db: Database, search: string): Promise<Matching | 'nothing'> {
  const sku = skuPattern(search);
  const tokens = await analyseSearch(db, search, sku !== null);
  const queryText = tsqueryText(tokens);
  if (!queryText && !sku) return 'nothing';
  const asQuery = (text: string | null) => (text ? sql`${text}::tsquery` : sql`''::tsquery`);
  const query = asQuery(queryText);
  const fullText = sql`${products.searchVector} @@ ${query}`;
  const skuPrefix = sku ? sql`lower(${products.sku}) like ${`${sku}%`}` : sql`false`;
  const textTiers = [
    sql`${products.searchVector} @@ ${asQuery(tsqueryText(tokens, 'A'))}`,
    sql`${products.searchVector} @@ ${asQuery(tsqueryText(tokens, 'AB'))}`,
    fullText,
  ];
  const exactSku = sku ? sql`lower(${products.sku}) = ${sku}` : sql`false`;
  return {
    where: sql`(${fullText} or ${skuPrefix})`,
    fullText,
    skuPrefix,
    readsAsSku: sku !== null,
    textTiers,
    skuOrder: sql`case when ${skuPrefix} then lower(${products.sku}) collate "C" end`,
    tier: tierOf([exactSku, skuPrefix, ...textTiers]),
    score: sql<number>`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${products.searchVector}, ${query})`,
  };
}
