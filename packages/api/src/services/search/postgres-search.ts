import { and, asc, desc, eq, gt, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { categories, products, type Database } from '@buildright/db';
import { fromCents, toCents } from '../../shared/money.ts';
import type { CatalogFacets } from '../../shared/catalog.ts';
import type { CatalogSearch, SearchRequest, SearchResult } from './catalog-search.ts';
import { fitsMachine } from './fitment-sql.ts';
import { skuPattern, tsqueryText, type AnalysedToken } from './search-query.ts';

const MAX_TOKENS = 8;

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
  return rowsOf(result as unknown as AnalysedToken[] | { rows: AnalysedToken[] });
}

/** postgres.js answers an array, PGlite an object with rows. */
function rowsOf<Row>(result: Row[] | { rows: Row[] }): Row[] {
  return Array.isArray(result) ? result : result.rows;
}

const effectivePrice = sql<string>`coalesce(${products.salePrice}, ${products.price})`;

interface Matching {
  where: SQL;
  /** SKU matches in SKU order. */
  skuOrder: SQL;
  /** Best first: exact SKU, SKU prefix, all words in the name, in name/SKU/category, anywhere. */
  tier: SQL<number>;
  score: SQL<number>;
}

async function matchingOf(db: Database, search: string): Promise<Matching | 'nothing'> {
  const tokens = await analyseSearch(db, search);
  const queryText = tsqueryText(tokens);
  const sku = skuPattern(search);
  if (!queryText && !sku) return 'nothing';
  const asQuery = (text: string | null) => (text ? sql`${text}::tsquery` : sql`''::tsquery`);
  const query = asQuery(queryText);
  const inName = asQuery(tsqueryText(tokens, 'A'));
  const inNameSkuOrCategory = asQuery(tsqueryText(tokens, 'AB'));
  const fullText = sql`${products.searchVector} @@ ${query}`;
  const skuPrefix = sku ? sql`lower(${products.sku}) like ${`${sku}%`}` : sql`false`;
  return {
    where: sql`(${fullText} or ${skuPrefix})`,
    skuOrder: sql`case when ${skuPrefix} then lower(${products.sku}) end`,
    tier: sql<number>`case
      when lower(${products.sku}) = ${sku ?? ''} then 5
      when ${skuPrefix} then 4
      when ${products.searchVector} @@ ${inName} then 3
      when ${products.searchVector} @@ ${inNameSkuOrCategory} then 2
      else 1 end`,
    score: sql<number>`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${products.searchVector}, ${query})`,
  };
}

function orderOf(request: SearchRequest, matching: Matching | undefined): SQL[] {
  switch (request.sort) {
    case 'price_asc':
      return [asc(effectivePrice), asc(products.id)];
    case 'price_desc':
      return [desc(effectivePrice), asc(products.id)];
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

function baseOf(request: SearchRequest, matching: Matching | undefined): SQL {
  return (
    and(
      request.includeInactive
        ? undefined
        : and(eq(products.isActive, true), eq(categories.isActive, true)),
      matching?.where,
      request.machine ? fitsMachine(request.machine) : undefined,
    ) ?? sql`true`
  );
}

function noFacets(): CatalogFacets {
  return { categories: [], price: null, inStock: 0, onSale: 0 };
}

async function facetsOf(
  db: Database,
  request: SearchRequest,
  base: SQL,
): Promise<{ total: number; facets: CatalogFacets }> {
  const f = filtersOf(request);
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      matching:
        sql<number>`count(*) filter (where ${f.price} and ${f.inStock} and ${f.onSale})`.mapWith(
          Number,
        ),
      minPrice: sql<
        string | null
      >`min(${effectivePrice}) filter (where ${f.inStock} and ${f.onSale})`,
      maxPrice: sql<
        string | null
      >`max(${effectivePrice}) filter (where ${f.inStock} and ${f.onSale})`,
      inStock:
        sql<number>`count(*) filter (where ${f.price} and ${f.onSale} and ${products.stock} > 0)`.mapWith(
          Number,
        ),
      onSale:
        sql<number>`count(*) filter (where ${f.price} and ${f.inStock} and ${products.salePrice} is not null)`.mapWith(
          Number,
        ),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(base)
    .groupBy(categories.id, categories.name)
    .orderBy(asc(categories.name));

  const inCategory = rows.filter(
    (row) => request.categoryId === undefined || row.id === request.categoryId,
  );
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
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
    },
  };
}

export function postgresCatalogSearch(db: Database): CatalogSearch {
  return {
    async find(request: SearchRequest): Promise<SearchResult> {
      const matched = request.search ? await matchingOf(db, request.search) : undefined;
      if (matched === 'nothing') return { ids: [], total: 0, facets: noFacets() };
      const base = baseOf(request, matched);
      const f = filtersOf(request);
      const [page, counted] = await Promise.all([
        db
          .select({ id: products.id })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(and(base, f.category, f.price, f.inStock, f.onSale))
          .orderBy(...orderOf(request, matched))
          .limit(request.limit)
          .offset(request.offset),
        facetsOf(db, request, base),
      ]);
      return { ids: page.map((row) => row.id), ...counted };
    },
  };
}
