import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PAGE_SIZE,
  cataloguePageCount,
  catalogueQuery,
  catalogueUrl,
  withFilter,
} from './catalogue-url.ts';

describe('catalogue address', () => {
  it('leaves out empty filters, defaults and the first page', () => {
    expect(catalogueUrl({})).toBe('/equipment');
    expect(catalogueUrl({ search: '', category: null, page: 1, inStock: false })).toBe(
      '/equipment',
    );
  });

  it('keeps search, category, sort, price, stock, sale, fit and page, encoded', () => {
    expect(catalogueUrl({ search: 'hard hat & vest', category: 3, page: 2 })).toBe(
      '/equipment?search=hard+hat+%26+vest&category=3&page=2',
    );
    expect(
      catalogueUrl({
        sort: 'price_asc',
        minPrice: '100',
        maxPrice: '2500.50',
        inStock: true,
        onSale: true,
        allMachines: true,
      }),
    ).toBe('/equipment?sort=price_asc&minPrice=100&maxPrice=2500.50&inStock=1&onSale=1&fits=0');
  });

  it('reads back what it wrote, with the machine when fit is on', () => {
    const url = new URL(
      catalogueUrl({ search: 'drill', category: 4, page: 3, sort: 'newest', inStock: true }),
      'http://shop',
    );
    expect(catalogueQuery(url.searchParams, 7)).toEqual({
      search: 'drill',
      categoryId: 4,
      sort: 'newest',
      minPrice: undefined,
      maxPrice: undefined,
      inStock: true,
      onSale: undefined,
      machineId: 7,
      page: 3,
      pageSize: CATALOGUE_PAGE_SIZE,
    });
    const allMachines = new URLSearchParams('fits=0');
    expect(catalogueQuery(allMachines, 7).machineId).toBeUndefined();
  });

  it("asks a search for no page past its reach; the catalogue's pages go on", () => {
    // 1,000 results reach page 42 of 24.
    expect(catalogueQuery(new URLSearchParams('search=bucket&page=60')).page).toBe(42);
    expect(catalogueQuery(new URLSearchParams('search=bucket&page=42')).page).toBe(42);
    expect(catalogueQuery(new URLSearchParams('page=60')).page).toBe(60);
  });

  it('counts the pages a list fills, a search only to its reach, and at least one', () => {
    expect(cataloguePageCount(0, false)).toBe(1);
    expect(cataloguePageCount(25, true)).toBe(2);
    expect(cataloguePageCount(5_000, false)).toBe(209);
    expect(cataloguePageCount(5_000, true)).toBe(42);
  });

  it('ignores a blank search and malformed values, and orders a swapped price range', () => {
    const params = new URLSearchParams(
      'search=%20%20&category=abc&page=-2&sort=popular&minPrice=cheap&inStock=yes',
    );
    expect(catalogueQuery(params)).toMatchObject({
      search: undefined,
      categoryId: undefined,
      sort: undefined,
      minPrice: undefined,
      inStock: undefined,
      page: 1,
    });
    expect(catalogueQuery(new URLSearchParams('minPrice=500&maxPrice=100'))).toMatchObject({
      minPrice: '100',
      maxPrice: '500',
    });
  });

  it('changes one filter, keeps the others and goes back to page 1', () => {
    const params = new URLSearchParams('search=bucket&category=2&page=4&sort=name');
    expect(withFilter(params, { inStock: true })).toBe(
      '/equipment?search=bucket&category=2&sort=name&inStock=1',
    );
    expect(withFilter(params, { page: 5 })).toBe(
      '/equipment?search=bucket&category=2&sort=name&page=5',
    );
  });
});
