import type { Database } from '@buildright/db';
import { cleanSearchText, MIN_SUGGEST_LENGTH, type CategoryFacet } from '../shared/catalog.ts';
import { listProducts, type Product } from './products.ts';

export const MAX_SUGGESTED_PRODUCTS = 6;
const MAX_SUGGESTED_CATEGORIES = 3;

export interface Suggestions {
  products: Pick<Product, 'id' | 'name' | 'sku' | 'price' | 'salePrice' | 'imageUrl'>[];
  /** The categories holding most of the matches, with their counts. */
  categories: CategoryFacet[];
}

/** What the header search offers while a visitor types: the best products and categories. */
export async function suggest(db: Database, text: string): Promise<Suggestions> {
  const search = cleanSearchText(text);
  if (search.length < MIN_SUGGEST_LENGTH) return { products: [], categories: [] };
  const page = await listProducts(db, { search }, { page: 1, pageSize: MAX_SUGGESTED_PRODUCTS });
  return {
    products: page.items.map(({ id, name, sku, price, salePrice, imageUrl }) => ({
      id,
      name,
      sku,
      price,
      salePrice,
      imageUrl,
    })),
    categories: page.facets.categories
      .toSorted((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, MAX_SUGGESTED_CATEGORIES),
  };
}
