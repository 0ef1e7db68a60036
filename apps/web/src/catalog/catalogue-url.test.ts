import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE, catalogueQuery, catalogueUrl } from './catalogue-url.ts';

describe('catalogue address', () => {
  it('leaves out empty filters and the first page', () => {
    expect(catalogueUrl({})).toBe('/equipment');
    expect(catalogueUrl({ search: '', category: null, page: 1 })).toBe('/equipment');
  });

  it('keeps search, category and page, encoded', () => {
    expect(catalogueUrl({ search: 'hard hat & vest', category: 3, page: 2 })).toBe(
      '/equipment?search=hard+hat+%26+vest&category=3&page=2',
    );
  });

  it('reads back what it wrote', () => {
    const url = new URL(catalogueUrl({ search: 'drill', category: 4, page: 3 }), 'http://shop');
    expect(catalogueQuery(url.searchParams)).toEqual({
      search: 'drill',
      categoryId: 4,
      page: 3,
      pageSize: CATALOGUE_PAGE_SIZE,
    });
  });

  it('ignores a blank search and malformed numbers', () => {
    const params = new URLSearchParams('search=%20%20&category=abc&page=-2');
    expect(catalogueQuery(params)).toEqual({
      search: undefined,
      categoryId: undefined,
      page: 1,
      pageSize: CATALOGUE_PAGE_SIZE,
    });
  });
});
