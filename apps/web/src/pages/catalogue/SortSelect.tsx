import type { CatalogSort } from '@buildright/api/shared';
import { NativeSelect } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readCatalogueFilter, withFilter } from '../../catalog/catalogue-url.ts';

/** Sort order, in the address; relevance (or the shop's own order) when none is given. */
export function SortSelect() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { sort, search } = readCatalogueFilter(params);
  const options: { value: CatalogSort; label: string }[] = [
    { value: 'relevance', label: search ? 'Best match' : 'Featured' },
    { value: 'price_asc', label: 'Price: low to high' },
    { value: 'price_desc', label: 'Price: high to low' },
    { value: 'newest', label: 'Newest' },
    { value: 'name', label: 'Name' },
  ];
  return (
    <NativeSelect
      label="Sort by"
      size="sm"
      data={options}
      value={sort ?? 'relevance'}
      onChange={(event) => {
        const value = event.currentTarget.value as CatalogSort;
        void navigate(withFilter(params, { sort: value === 'relevance' ? null : value }));
      }}
    />
  );
}
