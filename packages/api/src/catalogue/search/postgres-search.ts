import { and, eq, gt, gte, isNotNull, lte, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  categories,
  products,
  productTallies,
  type Database,
  type Transaction,
} from '@buildright/db';
import { fromCents, toCents } from '../../shared/money.ts';
import type { CatalogFacets, CategoryFacet } from '../shared/catalog.ts';
import type {
  CatalogSearch,
  SearchRequest,
  SearchResult,
  SuggestResult,
} from './catalog-search.ts';
import { fitsMachine } from './fitment-sql.ts';
import { skuPattern, tsqueryText, type AnalysedToken } from './search-query.ts';
import { withInMemoryPlanning } from '../../database/planning.ts';
import { firstRow, rowsOf } from '../../database/sql-rows.ts';
// Up to EXACT_COUNT_LIMIT products admitted (shown, matching the search, fitting the machine),
// every count is exact; above it the page still is, and the counts come from a sample.
import { EXACT_COUNT_LIMIT, roughly } from '../../database/counting.ts';

const MAX_TOKENS = 8;

/** How many matches of a common search are ranked for its pages. */
const RANK_WINDOW = 2_000;
/** About how many products a sample reads. */
const SAMPLE_ROWS = 20_000;

/**
 * Reads a search as the catalogue's index does (hyphens split words, as in SKUs), and for each
 * word its English stem and, when no catalogue word starts with it, the catalogue words within
 * its allowed typos: one edit for words of 3 to 5 letters, two from 6 letters on.
 */
async function analyseSearch(db: Database, text: string): Promise<AnalysedToken[]> {
  const result = await db.execute(
    sql`
    with tokens as (
      select u.lexeme as token, min(p) as position
      from unnest(to_tsvector('simple', replace(${text}, '-', ' '))) as u, unnest(u.positions) as p
      group by u.lexeme
      order by position
      limit ${MAX_TOKENS}
    ), read as (
      select token, position,
        case when length(to_tsvector('english', token)) = 0 then null
             else coalesce((ts_lexize('english_stem', token))[1], token) end as stem,
        case when length(token) >= 6 then 2 else 1 end as typos,
        exists (select 1 from search_words w where w.word like replace(replace(token, '\\', '\\\\'), '%', '\\%') || '%') as known
      from tokens
    )
    select token, stem,
      array(
        select w.word from search_words w
        where not known and length(token) >= 3 and token ~ '^[[:alpha:]]+$'
          and length(w.word) between length(token) - typos and length(token) + typos
          and levenshtein_less_equal(w.word, token, typos) <= typos
        order by levenshtein(w.word, token), w.word
        limit 3
      ) as corrections
    from read
    order by position`,
  );
  return rowsOf<AnalysedToken>(result);
}

const effectivePrice = sql<string>`coalesce(${products.salePrice}, ${products.price})`;

interface Matching {
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

async function matchingOf(db: Database, search: string): Promise<Matching | 'nothing'> {
  const tokens = await analyseSearch(db, search);
  const queryText = tsqueryText(tokens);
  const sku = skuPattern(search);
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

/** A sort key: an expression of the product row and its direction. */
interface SortKey {
  key: SQL;
  direction: 'asc' | 'desc';
}

function orderOf(request: SearchRequest, matching: Matching | undefined): SortKey[] {
  const asc = (key: SQLWrapper): SortKey => ({ key: sql`${key}`, direction: 'asc' });
  const desc = (key: SQLWrapper): SortKey => ({ key: sql`${key}`, direction: 'desc' });
  switch (request.sort) {
    case 'price_asc':
      return [asc(effectivePrice), asc(products.id)];
    case 'price_desc':
      return [desc(effectivePrice), desc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'name':
      return [asc(sql`lower(${products.name})`), asc(products.id)];
    case 'relevance':
    case undefined:
      return matching
        ? [desc(matching.tier), asc(matching.skuOrder), desc(matching.score), asc(products.id)]
        : [asc(products.id)];
  }
}

/** The filters a visitor sets, each apart so that a facet can leave its own one out. */
function filtersOf(request: SearchRequest) {
  const always = sql`true`;
  return {
    category:
      request.categoryId === undefined ? always : eq(products.categoryId, request.categoryId),
    price: and(
      request.minPrice === undefined ? always : gte(effectivePrice, request.minPrice),
      request.maxPrice === undefined ? always : lte(effectivePrice, request.maxPrice),
    )!,
    inStock: request.inStock ? gt(products.stock, 0) : always,
    onSale: request.onSale ? isNotNull(products.salePrice) : always,
  };
}

/** What the shop shows: active products in active categories. */
const shopVisible = and(eq(products.isActive, true), eq(categories.isActive, true))!;

function baseOf(request: SearchRequest, matching: Matching | undefined): SQL {
  return (
    and(
      request.includeInactive ? undefined : shopVisible,
      matching?.where,
      request.machine ? fitsMachine(request.machine) : undefined,
    ) ?? sql`true`
  );
}

function noFacets(): CatalogFacets {
  return { categories: [], price: null, inStock: 0, onSale: 0, estimated: false };
}

/** What the page and the facets need of each product the search, machine and visibility admit. */
function candidatesOf(
  request: SearchRequest,
  matching: Matching | undefined,
  order: SortKey[],
  sample?: Sample,
): SQL {
  const f = filtersOf(request);
  const keys = order.map(({ key }, i) => sql`, ${key} as ${sql.raw(`k${i}`)}`);
  return sql`select ${products.id} as id, ${products.categoryId} as category_id,
      ${effectivePrice} as price, ${products.stock} > 0 as has_stock,
      ${products.salePrice} is not null as has_sale,
      ${f.category} as f_category, ${f.price} as f_price, ${f.inStock} as f_stock,
      ${f.onSale} as f_sale${sql.join(keys)}
    from ${products}${sample ? sql` tablesample system (${sql.raw(String(sample.percent))}) repeatable (0)` : sql``}
    inner join ${categories} on ${categories.id} = ${products.categoryId}
    where ${baseOf(request, matching)}`;
}

/** The page's ids from the candidates, named `candidates`, best first. */
function pageOf(request: SearchRequest, order: SortKey[]): SQL {
  const orderBy = order.map(({ direction }, i) => sql.raw(`k${i} ${direction}`));
  return sql`select id from candidates
    where f_category and f_price and f_stock and f_sale
    order by ${sql.join(orderBy, sql`, `)}
    limit ${request.limit} offset ${request.offset}`;
}

interface FacetRow {
  id: number;
  name: string;
  matching: number;
  minPrice: string | null;
  maxPrice: string | null;
  inStock: number;
  onSale: number;
}

/** Counts per category of the candidates, named `candidates`: each facet leaves its own filter out. */
const facetColumns = sql`c.id, c.name,
    count(*) filter (where f_price and f_stock and f_sale)::int as matching,
    (min(price) filter (where f_stock and f_sale))::text as "minPrice",
    (max(price) filter (where f_stock and f_sale))::text as "maxPrice",
    count(*) filter (where f_price and f_sale and has_stock)::int as "inStock",
    count(*) filter (where f_price and f_stock and has_sale)::int as "onSale"`;

function facetsFrom(candidates: SQL): SQL {
  return sql`${candidates}
    inner join ${categories} c on c.id = candidates.category_id
    group by c.id, c.name
    order by c.name asc`;
}

/**
 * A search or a machine asks something of every product, so the products it admits are read once
 * into a list that both the page and the facets use. Every row is a category with candidates and
 * carries the page (the same on each).
 */
async function findInOnePass(
  db: Database | Transaction,
  request: SearchRequest,
  matching: Matching | undefined,
): Promise<{ ids: number[]; rows: FacetRow[] }> {
  const order = orderOf(request, matching);
  const result = await db.execute(sql`
    with candidates as materialized (${candidatesOf(request, matching, order)})
    select ${facetColumns}, array(${pageOf(request, order)}) as page
    from ${facetsFrom(sql`candidates`)}`);
  const rows = rowsOf<FacetRow & { page: number[] }>(result);
  return { ids: rows[0]?.page ?? [], rows };
}

/**
 * The plain catalogue (filters and sorts only) needs no list: the page comes from an index, the
 * facets from a covering one (products_facets_idx) once the table is vacuumed, each query reading
 * little.
 */
async function findFromIndexes(
  db: Database | Transaction,
  request: SearchRequest,
): Promise<{ ids: number[]; rows: FacetRow[] }> {
  const order = orderOf(request, undefined);
  const candidates = candidatesOf(request, undefined, order);
  const [page, facets] = await Promise.all([
    db.execute(sql`with candidates as (${candidates}) ${pageOf(request, order)}`),
    db.execute(sql`select ${facetColumns} from ${facetsFrom(sql`(${candidates}) as candidates`)}`),
  ]);
  return {
    ids: rowsOf<{ id: number }>(page).map((row) => row.id),
    rows: rowsOf<FacetRow>(facets),
  };
}

function facetsOf(
  request: SearchRequest,
  rows: FacetRow[],
): { total: number; facets: CatalogFacets } {
  const inCategory = rows.filter(
    (row) => request.categoryId === undefined || row.id === request.categoryId,
  );
  const sum = (pick: (row: FacetRow) => number) =>
    inCategory.reduce((total, row) => total + pick(row), 0);
  const mins = inCategory.flatMap((row) => (row.minPrice ? [toCents(row.minPrice)] : []));
  const maxes = inCategory.flatMap((row) => (row.maxPrice ? [toCents(row.maxPrice)] : []));
  return {
    total: sum((row) => row.matching),
    facets: {
      categories: rows
        .filter((row) => row.matching > 0 || row.id === request.categoryId)
        .map(({ id, name, matching }) => ({ id, name, count: matching })),
      price:
        mins.length > 0
          ? { min: fromCents(Math.min(...mins)), max: fromCents(Math.max(...maxes)) }
          : null,
      inStock: sum((row) => row.inStock),
      onSale: sum((row) => row.onSale),
      estimated: false,
    },
  };
}

/**
 * The catalogue without a search, a machine or a price filter: its counts per category, in stock
 * and on sale come from the tallies the products' triggers keep (exact at any size), the page
 * from the index of its sort, and the price range from the price index.
 */
async function findFromTallies(
  tx: Transaction,
  request: SearchRequest,
): Promise<{ ids: number[]; total: number; facets: CatalogFacets }> {
  const order = orderOf(request, undefined);
  const candidates = candidatesOf(request, undefined, order);
  const page = rowsOf<{ id: number }>(
    await tx.execute(sql`with candidates as (${candidates}) ${pageOf(request, order)}`),
  );
  const [min, max] = [
    await priceEnd(tx, candidates, 'asc'),
    await priceEnd(tx, candidates, 'desc'),
  ];
  const t = productTallies;
  const both = sql`${t.inStockOnSale}`;
  // Each count leaves its own filter out, as the facets of a search do.
  const matching = request.inStock
    ? request.onSale
      ? both
      : sql`${t.inStock}`
    : request.onSale
      ? sql`${t.onSale}`
      : sql`${t.products}`;
  const inStock = request.onSale ? both : sql`${t.inStock}`;
  const onSale = request.inStock ? both : sql`${t.onSale}`;
  const shownOnly = request.includeInactive
    ? sql`true`
    : sql`${categories.isActive} and ${t.isActive}`;
  const rows = rowsOf<FacetRow>(
    await tx.execute(sql`select ${categories.id} as id, ${categories.name} as name,
        coalesce(sum(${matching}), 0)::int as matching,
        coalesce(sum(${inStock}), 0)::int as "inStock",
        coalesce(sum(${onSale}), 0)::int as "onSale",
        null as "minPrice", null as "maxPrice"
      from ${categories}
      join ${t} on ${t.categoryId} = ${categories.id}
      where ${shownOnly}
      group by ${categories.id}, ${categories.name}
      order by ${categories.name} asc`),
  );
  const { total, facets } = facetsOf(request, rows);
  return {
    ids: page.map((row) => row.id),
    total,
    facets: { ...facets, price: min !== undefined && max !== undefined ? { min, max } : null },
  };
}

/**
 * The first products of the shop's search, in its order. SKU matches come first and in SKU
 * order, so the SKU index answers them and a SKU's beginning that most products share ("br-00")
 * reads only the rows shown; the text matches are ranked only when those do not fill the list.
 */
async function firstMatches(tx: Transaction, matching: Matching, limit: number): Promise<number[]> {
  const matchesOf = (where: SQL, order: SQL, count: number) =>
    tx
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(shopVisible, where))
      .orderBy(order)
      .limit(count);
  const bySku = matching.readsAsSku
    ? // ~<~ is the byte order of the index's text_pattern_ops: skuOrder, an exact SKU first.
      await matchesOf(
        matching.skuPrefix,
        sql`lower(${products.sku}) using ~<~, ${matching.score} desc, ${products.id}`,
        limit,
      )
    : [];
  if (bySku.length === limit) return bySku.map(({ id }) => id);
  // As for a search's pages, a common word's first matches in the index are ranked, not all.
  const window = tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(shopVisible, matching.fullText, not(matching.skuPrefix)))
    .limit(RANK_WINDOW)
    .as('window');
  const byText = await tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(window, eq(window.id, products.id))
    .orderBy(sql`${tierOf(matching.textTiers)} desc, ${matching.score} desc, ${products.id}`)
    .limit(limit - bySku.length);
  return [...bySku, ...byText].map(({ id }) => id);
}

/**
 * Matches per category, counted before the categories are joined (a row per category, not per
 * match); a common word's counts are estimated from a sample rather than counted.
 */
async function matchesPerCategory(
  tx: Transaction,
  matching: Matching,
): Promise<{ categories: CategoryFacet[]; estimated: boolean }> {
  const visibleMatch = and(eq(products.isActive, true), matching.where);
  const capped = tx
    .select({ one: sql`1` })
    .from(products)
    .where(visibleMatch)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(capped)) as [
    { n: number },
  ];
  const sample = n > EXACT_COUNT_LIMIT ? await sampleOf(tx) : undefined;
  const counted = sql`(select ${products.categoryId} as category_id, count(*)::int as count
    from ${products}${sample ? sql` tablesample system (${sql.raw(String(sample.percent))}) repeatable (0)` : sql``}
    where ${visibleMatch} group by ${products.categoryId}) counted`;
  const rows = rowsOf<CategoryFacet>(
    await tx.execute(sql`select c.id, c.name, counted.count from ${counted}
      inner join ${categories} c on c.id = counted.category_id
      where c.is_active`),
  );
  return {
    categories: sample
      ? rows
          .map((row) => ({ ...row, count: roughly(row.count * sample.scale) }))
          .filter((row) => row.count > 0)
      : rows,
    estimated: sample !== undefined,
  };
}

/** A repeatable sample of the products' pages; its counts times `scale` estimate the whole. */
interface Sample {
  percent: number;
  scale: number;
}

async function admitsMoreThan(
  tx: Transaction,
  request: SearchRequest,
  matching: Matching | undefined,
  limit: number,
): Promise<boolean> {
  const admitted = sql`select 1 from ${products}
    inner join ${categories} on ${categories.id} = ${products.categoryId}
    where ${baseOf(request, matching)} limit ${limit + 1}`;
  const row = firstRow<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from (${admitted}) admitted`),
  );
  return row!.n > limit;
}

async function sampleOf(tx: Transaction): Promise<Sample> {
  const row = firstRow<{ rows: number }>(
    await tx.execute(
      sql`select greatest(reltuples, 1)::float8 as rows from pg_class where oid = 'products'::regclass`,
    ),
  );
  const percent = Math.min(100, Math.max(0.01, (100 * SAMPLE_ROWS) / row!.rows));
  const rounded = Number(percent.toFixed(4));
  return { percent: rounded, scale: 100 / rounded };
}

/**
 * The lowest or highest price of the catalogue's candidates (its own price filter left out), read
 * from the price index, which a filter on category, stock or sale alone walks only a little.
 */
async function priceEnd(
  tx: Transaction,
  candidates: SQL,
  direction: 'asc' | 'desc',
): Promise<string | undefined> {
  const row = firstRow<{ price: string }>(
    await tx.execute(sql`select candidates.price::text as price from (${candidates}) candidates
      where f_category and f_stock and f_sale
      order by candidates.price ${sql.raw(direction)} limit 1`),
  );
  return row?.price;
}

interface FirstMatches {
  /** How many, up to EXACT_COUNT_LIMIT + 1. */
  n: number;
  min: string | undefined;
  max: string | undefined;
}

/**
 * How many of the candidates pass `filters`, up to EXACT_COUNT_LIMIT + 1, and their price range.
 * For a search or a machine that range is the price facet: walking the price index until a row
 * matches the words or fits the machine can read most of the catalogue (1.6 s for a word in a
 * million products), and the range of so many matches is the range a shopper narrows from (the
 * facets say they are estimated).
 */
async function firstMatchesOf(
  tx: Transaction,
  candidates: SQL,
  filters: SQL,
): Promise<FirstMatches> {
  const row = firstRow<{ n: number; min: string | null; max: string | null }>(
    await tx.execute(sql`select count(*)::int as n, min(price)::text as min,
        max(price)::text as max from (
      select candidates.price from (${candidates}) candidates
      where ${filters}
      limit ${EXACT_COUNT_LIMIT + 1}) first_matches`),
  )!;
  return { n: row.n, min: row.min ?? undefined, max: row.max ?? undefined };
}

/**
 * A catalogue too large to count at every request: the page comes from the index of its sort,
 * the lowest and highest price from the price index (or a search's first matches), the total
 * is exact up to EXACT_COUNT_LIMIT, and the per-category, stock and sale counts are estimated
 * from a sample.
 */
async function findInLargeCatalogue(
  tx: Transaction,
  request: SearchRequest,
  matching: Matching | undefined,
): Promise<SearchResult> {
  const order = orderOf(request, matching);
  const candidates = candidatesOf(request, matching, order);
  const ranked = matching && (request.sort ?? 'relevance') === 'relevance';
  const window = Math.max(RANK_WINDOW, request.offset + request.limit);
  // Ranking every match of a common word ("bucket": 130,000) costs seconds; the index's first
  // matches that pass the filters are ranked instead, enough for many pages.
  const pageQuery = ranked
    ? sql`with matches as (${candidates}), candidates as materialized (
        select * from matches where f_category and f_price and f_stock and f_sale limit ${window})
      ${pageOf(request, order)}`
    : sql`with candidates as (${candidates}) ${pageOf(request, order)}`;
  const ids = rowsOf<{ id: number }>(await tx.execute(pageQuery)).map((row) => row.id);
  const first = await firstMatchesOf(
    tx,
    candidates,
    sql`f_category and f_price and f_stock and f_sale`,
  );
  const counted = first.n;
  const priced = request.minPrice !== undefined || request.maxPrice !== undefined;
  // The price facet leaves its own filter out: without one, the matches counted are its matches.
  const [min, max] =
    matching || request.machine
      ? priced
        ? await firstMatchesOf(tx, candidates, sql`f_category and f_stock and f_sale`).then(
            (unpriced) => [unpriced.min, unpriced.max],
          )
        : [first.min, first.max]
      : [await priceEnd(tx, candidates, 'asc'), await priceEnd(tx, candidates, 'desc')];
  const sample = await sampleOf(tx);
  const sampled = rowsOf<FacetRow>(
    await tx.execute(
      sql`select ${facetColumns} from ${facetsFrom(sql`(${candidatesOf(request, matching, order, sample)}) as candidates`)}`,
    ),
  ).map((row) => ({
    ...row,
    matching: roughly(row.matching * sample.scale),
    inStock: roughly(row.inStock * sample.scale),
    onSale: roughly(row.onSale * sample.scale),
  }));
  const estimated = facetsOf(request, sampled);
  const exact = counted <= EXACT_COUNT_LIMIT;
  const total = exact ? counted : roughly(Math.max(estimated.total, EXACT_COUNT_LIMIT + 1));
  return {
    ids,
    total,
    totalIsEstimate: !exact,
    facets: {
      ...estimated.facets,
      categories: estimated.facets.categories.map((category) =>
        category.id === request.categoryId ? { ...category, count: total } : category,
      ),
      price: min !== undefined && max !== undefined ? { min, max } : null,
      estimated: true,
    },
  };
}

export function postgresCatalogSearch(db: Database): CatalogSearch {
  return {
    async find(request: SearchRequest): Promise<SearchResult> {
      const matched = request.search ? await matchingOf(db, request.search) : undefined;
      if (matched === 'nothing') {
        return { ids: [], total: 0, totalIsEstimate: false, facets: noFacets() };
      }
      return withInMemoryPlanning(db, async (tx) => {
        const priced = request.minPrice !== undefined || request.maxPrice !== undefined;
        if (!matched && !request.machine && !priced) {
          return { ...(await findFromTallies(tx, request)), totalIsEstimate: false };
        }
        if (await admitsMoreThan(tx, request, matched, EXACT_COUNT_LIMIT)) {
          return findInLargeCatalogue(tx, request, matched);
        }
        const found =
          matched || request.machine
            ? await findInOnePass(tx, request, matched)
            : await findFromIndexes(tx, request);
        return { ids: found.ids, totalIsEstimate: false, ...facetsOf(request, found.rows) };
      });
    },

    async suggest(search: string, limit: number): Promise<SuggestResult> {
      const matched = await matchingOf(db, search);
      if (matched === 'nothing') return { ids: [], categories: [], estimated: false };
      // Two transactions, so that a PostgreSQL server answers both at once on two connections.
      const [ids, counted] = await Promise.all([
        withInMemoryPlanning(db, (tx) => firstMatches(tx, matched, limit)),
        withInMemoryPlanning(db, (tx) => matchesPerCategory(tx, matched)),
      ]);
      return { ids, ...counted };
    },
  };
}
