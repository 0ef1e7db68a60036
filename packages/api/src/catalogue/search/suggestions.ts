import { inArray } from 'drizzle-orm';
import { products, type Database } from '@buildright/db';
import { cleanSearchText, MIN_SUGGEST_LENGTH, type CategoryFacet } from '../shared/catalog.ts';
import type { Product } from '../products.ts';
import { catalogSearch } from './catalog-search.ts';

const MAX_SUGGESTED_PRODUCTS = 6;
const MAX_SUGGESTED_CATEGORIES = 3;

interface Suggestions {
  products: Pick<Product, 'id' | 'name' | 'sku' | 'price' | 'salePrice' | 'imageUrl'>[];
  /** The categories holding most of the matches, with their counts. */
  categories: CategoryFacet[];
  /** The counts are estimates (a common word matches too many products to count). */
  estimated: boolean;
}

/** What the header search offers while a visitor types: the best products and categories. */
export async function suggest(db: Database, text: string): Promise<Suggestions> {
  const search = cleanSearchText(text);
  if (search.length < MIN_SUGGEST_LENGTH) return { products: [], categories: [], estimated: false };
  const found = await catalogSearch(db).suggest(search, MAX_SUGGESTED_PRODUCTS);
  const rows =
    found.ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            name: products.name,
            sku: products.sku,
            price: products.price,
            salePrice: products.salePrice,
            imageUrl: products.imageUrl,
          })
          .from(products)
          .where(inArray(products.id, found.ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    products: found.ids.flatMap((id) => byId.get(id) ?? []),
    categories: found.categories
      .toSorted((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, MAX_SUGGESTED_CATEGORIES),
    estimated: found.estimated,
  };
}
