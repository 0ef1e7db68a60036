import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Product } from '@buildright/api';
import { formatMoney } from '@buildright/browser';
import { trpc } from '../lib/trpc.ts';

const optionLabel = (product: Product) =>
  `${product.name} (SKU ${product.sku}) · ${formatMoney(product.salePrice ?? product.price)} · ${product.stock} in stock`;

/** Finds an active product in the catalogue, as the inventory searches it, to add to the quote. */
export function ProductSearch(props: {
  /** Products already on the quote; each appears once. */
  exclude: readonly number[];
  onPick: (product: Product) => void;
}) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    ...trpc.catalog.adminList.queryOptions({
      search: debouncedSearch || undefined,
      page: 1,
      pageSize: 20,
    }),
    placeholderData: keepPreviousData,
  });
  const products = (found.data?.items ?? []).filter(
    (product) => product.isActive && !props.exclude.includes(product.id),
  );

  return (
    <Select
      label="Add a product"
      placeholder="Search the catalogue by name"
      leftSection={<IconSearch size={16} aria-hidden />}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={null}
      onChange={(value) => {
        const product = products.find((candidate) => String(candidate.id) === value);
        if (product) props.onPick(product);
        setSearch('');
      }}
      data={products.map((product) => ({ value: String(product.id), label: optionLabel(product) }))}
      // The server has searched already; every answer it gives is an option.
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Searching...' : 'No active product matches'}
      maw={560}
    />
  );
}
