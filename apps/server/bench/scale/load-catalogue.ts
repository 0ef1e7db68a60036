// The scale build's catalogue: categories, machine models, a million products and their fitment.
import { brands, kinds, machineMakes, ranges, sentences } from './vocabulary.ts';
import { inHalves, type ScaleSizes, type Sql } from './build-sql.ts';

export async function loadCategoriesAndMachines(sql: Sql, sizes: ScaleSizes) {
  const categoryRows = await sql<{ id: number; name: string }[]>`
    insert into categories (name, description)
    select name, 'Everything in ' || name
    from unnest(${kinds.map((k) => k.category)}::text[]) as name
    returning id, name`;
  const idOf = new Map(categoryRows.map((row) => [row.name, row.id]));
  for (const [idx, kind] of kinds.entries()) {
    await sql`insert into bench_kinds values (${idx}, ${idOf.get(kind.category)!}, ${kind.category},
      ${kind.attachment}, ${kind.price[0]}, ${kind.price[1]}, ${kind.nouns}, ${kind.qualifiers})`;
  }
  await sql`
    insert into machine_models (make, model, operating_weight_kg, pin_diameter_mm, coupler)
    select bench_pick(${machineMakes}, g, 1),
      case when g % 7 = 3 then 'SL' else chr(65 + (g % 26)) || chr(65 + (g / 26 % 26)) end
        || (100 + g) || '-' || (1 + g % 9),
      w, case when g % 7 = 3 then null
              when w < 2000 then 35 when w < 4000 then 40 when w < 8000 then 50
              when w < 15000 then 65 when w < 25000 then 80 else 100 end,
      case when g % 7 = 3 then 'skid-steer'
           else bench_pick(array['pin-on', 'hydraulic', 'mechanical', 'tiltrotator'], g, 3) end
    from generate_series(1, ${sizes.machines}) g,
      lateral (select (8 + floor(bench_rand(g, 2) * 492))::int * 100 as w) weight`;
}

export async function loadProducts(sql: Sql, sizes: ScaleSizes) {
  await inHalves(
    sql,
    sizes.products,
    (tx, from, to) => tx`
    insert into products (id, name, description, price, sale_price, category_id, stock, sku,
      is_active, fits_universal, fit_min_weight_kg, fit_max_weight_kg, fit_pin_mm, fit_coupler,
      search_vector, created_at, updated_at)
    select g, named.name, described.description, named.price, named.sale_price, k.category_id,
      case when bench_rand(g, 20) < 0.2 then 0 else 1 + floor(bench_rand(g, 21) * 200)::int end,
      named.sku, bench_rand(g, 22) >= 0.03,
      not k.attachment,
      case when k.attachment and bench_rand(g, 30) < 0.7 then weight.lo end,
      case when k.attachment and bench_rand(g, 30) < 0.7 then weight.hi end,
      case when k.attachment and bench_rand(g, 30) < 0.7 and bench_rand(g, 33) < 0.5
           then (array[35, 40, 50, 65, 80, 100])[1 + floor(bench_rand(g, 34) * 6)::int] end,
      case when k.attachment and bench_rand(g, 30) < 0.7 and bench_rand(g, 35) < 0.4
           then bench_pick(array['pin-on', 'hydraulic', 'mechanical'], g, 36) end,
      search_document(named.name, named.sku, k.category, described.description),
      named.created_at, named.created_at + (now() - named.created_at) * bench_rand(g, 41)
    from generate_series(${from}::int, ${to}::int) g
    join bench_kinds k on k.idx = floor(bench_rand(g, 1) * ${kinds.length})::int
    cross join lateral (
      select bench_pick(${brands}, g, 2) as brand,
        'BR-' || lpad((1000 + g)::text, greatest(6, length((1000 + g)::text)), '0') as sku,
        now() - interval '1 day' * 1100 * bench_rand(g, 40) as created_at,
        (k.price_min + floor(bench_rand(g, 6) * (k.price_max - k.price_min)))::numeric(10, 2)
          + (array[0, 0.5, 0.95, 0.99])[1 + floor(bench_rand(g, 7) * 4)::int] as price
    ) drawn
    cross join lateral (
      select drawn.*, drawn.brand || ' ' || bench_pick(k.qualifiers, g, 3) || ' '
          || bench_pick(k.nouns, g, 4) || ' '
          || case when k.attachment then (20 + floor(bench_rand(g, 5) * 60)::int * 10) || ' mm'
                  else 'Model ' || chr(65 + floor(bench_rand(g, 5) * 26)::int) || (100 + g % 900) end
          as name,
        case when bench_rand(g, 8) < 0.15
             then round(drawn.price * (0.8 + bench_rand(g, 9) * 0.15)::numeric, 2) end as sale_price
    ) named
    cross join lateral (
      select '<p>The <strong>' || named.name || '</strong> by ' || named.brand || ', from the '
        || bench_pick(${ranges}, g, 10) || ' range. ' || bench_pick(${sentences}, g, 11) || ' '
        || bench_pick(${sentences}, g, 12) || ' ' || bench_pick(${sentences}, g, 13)
        || '</p><ul><li>Weight: ' || (5 + floor(bench_rand(g, 14) * 900)) || ' kg</li><li>Made in '
        || bench_pick(array['Germany', 'Sweden', 'the UK', 'Japan', 'the USA'], g, 15)
        || '</li></ul>' as description
    ) described
    cross join lateral (
      select (array[800, 1500, 3000, 6000, 10000, 18000, 25000])[c] as lo,
             (array[2000, 4000, 8000, 12000, 20000, 30000, 50000])[c] as hi
      from (select 1 + floor(bench_rand(g, 31) * 7)::int as c) class
    ) weight`,
  );
  await sql`select setval('products_id_seq', ${sizes.products})`;
  await sql`select setval('product_sku_seq', ${1000 + sizes.products})`;
  const vocabulary = [
    ...kinds.flatMap((k) => [k.category, ...k.nouns, ...k.qualifiers]),
    ...brands,
    ...sentences,
    ...ranges,
    'The by from the range Weight kg Made in Germany Sweden UK Japan USA mm Model',
  ].join(' ');
  await sql`select search_words_add(${vocabulary})`;
  await inHalves(
    sql,
    sizes.products,
    (tx, from, to) => tx`
    insert into product_fitments (product_id, machine_model_id)
    select distinct p.id, 1 + floor(bench_rand(p.id * 16 + n, 50) * ${sizes.machines})::int
    from products p, generate_series(1, 2 + p.id % 7) n
    where p.id between ${from} and ${to} and not p.fits_universal and bench_rand(p.id, 30) >= 0.5`,
  );
}
