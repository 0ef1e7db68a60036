import { sql } from 'drizzle-orm';
import type { Transaction } from '../client.ts';

/** How many published reviews each demo product has: SPEC's "(127 reviews)". */
export const DEMO_REVIEWS_PER_PRODUCT = 127;

const authors = [
  'Marcus T.',
  'Dana R.',
  'Luis G.',
  'Priya S.',
  'Tom W.',
  'Kelly O.',
  'Andre M.',
  'Hannah B.',
  'Jake P.',
  'Ray D.',
  'Sofia L.',
  'Ben K.',
  'Carla N.',
  'Owen H.',
  'Mei C.',
  'Victor A.',
  'Grace F.',
  'Sam E.',
];

/** A title and a text for each number of stars the demo gives: 5, 4 and 3. */
const words: Record<5 | 4 | 3, [title: string, body: string][]> = {
  5: [
    ['Exactly as described', 'Arrived on time and matched the spec sheet. The crew uses it daily.'],
    ['Built to last', 'Six months on a busy site and still going strong. Worth every dollar.'],
    ['Great value', 'Does the job of kit costing twice as much. Would buy again.'],
    ['Fast delivery, solid build', 'Ordered on Monday, working by Thursday. No complaints.'],
  ],
  4: [
    ['Does the job', 'Good quality overall; the manual could be clearer, but setup was quick.'],
    ['Solid, minor niggles', 'Works well. Packaging was a bit rough, the product was fine.'],
  ],
  3: [['Okay for the price', 'Works, but took some adjusting before it suited our crew.']],
};

/** "(array['a', 'b'])": a text array literal, with its quotes doubled. */
const textArray = (values: string[]) =>
  sql.raw(`(array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}])`);

/**
 * 127 published reviews on every product, a few days apart, averaging 4.8: 105 of five stars, 19
 * of four (the 7th, 14th, … and the last) and 3 of three (the 20th, 60th and 100th), 610 stars in
 * all. One statement; the reviews' triggers fill the products' ratings from it.
 */
export async function seedDemoReviews(tx: Transaction, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const stars = sql`case when g % 40 = 20 then 3 when g % 7 = 3 or g = ${DEMO_REVIEWS_PER_PRODUCT} then 4 else 5 end`;
  const pick = (rating: 5 | 4 | 3, part: 0 | 1) => {
    const texts = words[rating].map((entry) => entry[part]);
    return sql`${textArray(texts)}[1 + (g + p.id) % ${texts.length}]`;
  };
  const choose = (part: 0 | 1) =>
    sql`case ${stars} when 5 then ${pick(5, part)} when 4 then ${pick(4, part)} else ${pick(3, part)} end`;
  await tx.execute(sql`
    insert into product_reviews
      (product_id, author_name, rating, title, body, status, submitted_at, moderated_at)
    select p.id, ${textArray(authors)}[1 + (g * 7 + p.id) % ${authors.length}], ${stars},
      ${choose(0)}, ${choose(1)}, 'published',
      now() - g * interval '2 days 3 hours', now() - g * interval '2 days'
    from unnest(${`{${productIds.join(',')}}`}::int[]) as p(id)
    cross join generate_series(1, ${DEMO_REVIEWS_PER_PRODUCT}) as g`);
}
