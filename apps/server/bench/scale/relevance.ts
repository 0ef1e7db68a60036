/**
 * What a search at a million products must still put first: a buyer's queries and what each of
 * their first three results must be. Beyond 5,000 matches a search ranks the first matches it
 * reads (docs/adr/0012); this table is what keeps such a shortcut from quietly making results
 * worse. The catalogue is the bench's own (scale/vocabulary.ts): names are a brand, a qualifier,
 * a noun and a size or model, so many products answer a query equally well; an expectation
 * says what each of the three must be, not which three.
 */
import type { FastifyInstance } from 'fastify';

interface Expectation {
  query: string;
  why: string;
  /** What each of the first three must show; none for a search that must find nothing. */
  each?: { name: RegExp } | { category: RegExp } | { sku: RegExp };
  /** The SKU that must come first. */
  first?: string;
}

const expectations: Expectation[] = [
  { query: 'BR-500000', first: 'BR-500000', why: 'an exact SKU' },
  { query: 'br-123456', first: 'BR-123456', why: 'an exact SKU in lower case' },
  { query: 'BR-77777', each: { sku: /^BR-77777/ }, why: 'the beginning of a SKU' },
  { query: 'hydraulic thumb', each: { name: /hydraulic thumb/i }, why: 'a product name' },
  { query: 'thumb hydraulic', each: { name: /hydraulic thumb/i }, why: 'its words reversed' },
  {
    query: 'ditch cleaning bucket',
    each: { name: /ditch cleaning bucket/i },
    why: 'three words, with bucket in 200,000 names',
  },
  { query: 'tiger tooth', each: { name: /tiger tooth/i }, why: 'two name words' },
  { query: 'bucet', each: { name: /bucket/i }, why: 'a letter missing' },
  { query: 'genrator', each: { name: /generator/i }, why: 'a letter missing' },
  { query: 'graple', each: { name: /grapple/i }, why: 'a typo' },
  { query: 'excavater', each: { name: /excavator/i }, why: 'a typo in a long word' },
  { query: 'hidraulic breaker', each: { name: /hydraulic breaker/i }, why: 'a typo and a word' },
  {
    query: 'kestrel hammer drill',
    each: { name: /kestrel.*hammer drill/i },
    why: 'a brand and a name',
  },
  { query: 'laser level', each: { name: /laser level/i }, why: 'a name' },
  {
    query: 'pins bushings',
    each: { category: /pins and bushings/i },
    why: 'a category, while "pins and bushings" is in a third of the descriptions',
  },
  { query: 'xylophone', why: 'no such word: nothing' },
];

interface Found {
  name: string;
  sku: string;
  category: string;
}

export interface RelevanceRow {
  query: string;
  why: string;
  top: string[];
  ok: boolean;
}

function meets(expectation: Expectation, found: Found[]): boolean {
  if (!expectation.each && !expectation.first) return found.length === 0;
  if (found.length === 0) return false;
  if (expectation.first && found[0]!.sku !== expectation.first) return false;
  const each = expectation.each;
  if (!each) return true;
  return (
    found.length === 3 &&
    found.every((product) =>
      'name' in each
        ? each.name.test(product.name)
        : 'sku' in each
          ? each.sku.test(product.sku)
          : each.category.test(product.category),
    )
  );
}

/** Each query's first three as a guest sees them, and whether they meet the expectation. */
export async function checkRelevance(app: FastifyInstance): Promise<RelevanceRow[]> {
  const rows: RelevanceRow[] = [];
  for (const expectation of expectations) {
    const response = await app.inject({
      url: `/api/products?search=${encodeURIComponent(expectation.query)}&pageSize=3`,
    });
    const found =
      response.statusCode === 200
        ? (response.json() as { name: string; sku: string; category: string }[])
        : [];
    rows.push({
      query: expectation.query,
      why: expectation.why,
      top: found.map((product) => `${product.sku} ${product.name} (${product.category})`),
      ok: response.statusCode === 200 && meets(expectation, found),
    });
  }
  return rows;
}

export function printRelevance(rows: RelevanceRow[]) {
  console.log('\nRelevance at this size: what each query must put first\n');
  console.log('| query | why | first three | |');
  console.log('|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.query} | ${row.why} | ${row.top.join('; ') || '(none)'} | ${row.ok ? 'ok' : 'WORSE'} |`,
    );
  }
}
