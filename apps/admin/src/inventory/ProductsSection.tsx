import {
  ActionIcon,
  Button,
  Center,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconExternalLink, IconPackages, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Product } from '@buildright/api';
import { displayImage } from '@buildright/api/shared';
import { PriceTag, ProductImage, StockBadge } from '@buildright/ui';
import { toast, toastFailure } from '@buildright/browser';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { DataTable } from '../common/DataTable.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { DeleteAction, EditAction, RowAction } from '../common/RowAction.tsx';
import { PAGE_SIZE, TablePager } from '../common/TablePager.tsx';
import { EmptyRow, LoadingText } from '../common/TableStates.tsx';
import { assetUrl, shopUrl } from '../lib/origin.ts';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { useIdParam } from '../lib/useIdParam.ts';
import { ActiveBadge } from './ActiveBadge.tsx';
import { ProductCsvActions } from './csv/ProductCsvActions.tsx';
import { refreshCatalog } from './invalidate.ts';
import { SetStockDialog } from './SetStockDialog.tsx';
import { ListSearch } from '../common/ListSearch.tsx';

// The editor and drag-and-drop load only when a product is added or edited.
const ProductForm = lazy(() => import('./ProductForm.tsx'));

const columns = ['Name', 'Category', 'Price', 'Stock', 'Status', 'Actions'];

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; product: Product };

export function ProductsSection() {
  const can = useCan();
  const edits = can('catalog.edit');
  // The warehouse changes stock alone; a role that edits products changes it in the form.
  const setsStock = !edits && can('stock.edit');
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [stockOf, setStockOf] = useState<Product | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  // Another screen (the dashboard's low stock) links to a product's form, or to its stock alone
  // for the warehouse: ?product=7.
  const [linkedId, setLinkedId] = useIdParam('product');
  const linked = useQuery({
    ...trpc.catalog.adminById.queryOptions({ id: linkedId ?? 0 }),
    enabled: linkedId !== null && (edits || setsStock),
  });
  const fromLink = linkedId !== null ? (linked.data ?? null) : null;
  const shown: FormState =
    edits && form.mode === 'closed' && fromLink ? { mode: 'edit', product: fromLink } : form;
  const stockShown = stockOf ?? (setsStock ? fromLink : null);
  const closeForm = () => {
    setForm({ mode: 'closed' });
    if (linkedId !== null) setLinkedId(null);
  };
  const closeStock = () => {
    setStockOf(null);
    if (linkedId !== null) setLinkedId(null);
  };

  const categories = useQuery(trpc.categories.adminList.queryOptions());
  const products = useQuery({
    ...trpc.catalog.adminList.queryOptions({
      search: debouncedSearch || undefined,
      categoryId: categoryId ? Number(categoryId) : undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation(
    trpc.catalog.delete.mutationOptions({
      onSuccess: async ({ id }) => {
        toast({ title: 'Product deleted successfully' });
        setToDelete(null);
        if (shown.mode === 'edit' && shown.product.id === id) closeForm();
        // Deleting the last row of a page steps back to the previous page.
        if (products.data?.items.length === 1 && page > 1) setPage(page - 1);
        await refreshCatalog();
      },
      onError: (error) => toastFailure('Failed to delete product', error),
    }),
  );

  const openForm = (next: FormState) => {
    setForm(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const data = products.data;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="sm">
          <ListSearch
            label="Search products"
            placeholder="Name, description or category"
            value={search}
            onChange={(text) => {
              setSearch(text);
              setPage(1);
            }}
          />
          <Select
            label="Category"
            placeholder="All categories"
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={categoryId}
            onChange={(value) => {
              setCategoryId(value);
              setPage(1);
            }}
            clearable
            w={220}
          />
        </Group>
        <Group gap="sm">
          <ProductCsvActions />
          {edits && shown.mode === 'closed' && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => openForm({ mode: 'create' })}
            >
              Add Product
            </Button>
          )}
        </Group>
      </Group>

      {shown.mode !== 'closed' && (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading the product form" />
            </Center>
          }
        >
          <ProductForm
            key={shown.mode === 'edit' ? shown.product.id : 'new'}
            product={shown.mode === 'edit' ? shown.product : null}
            onClose={closeForm}
          />
        </Suspense>
      )}

      {products.isError ? (
        <QueryError error={products.error} onRetry={() => void products.refetch()} />
      ) : !data ? (
        <LoadingText>Loading products...</LoadingText>
      ) : (
        <>
          <DataTable label="Products" columns={columns} minWidth={760} busy={products.isFetching}>
            {data.items.length === 0 && (
              <EmptyRow colSpan={columns.length}>
                {debouncedSearch || categoryId
                  ? 'No products match this search.'
                  : 'No products yet. Add the first one.'}
              </EmptyRow>
            )}
            {data.items.map((product) => (
              <Table.Tr key={product.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <ProductImage
                      src={assetUrl(displayImage(product))}
                      alt=""
                      w={44}
                      h={44}
                      sizes="44px"
                      radius="sm"
                      fit="cover"
                      loading="lazy"
                    />
                    <div>
                      <Text fw={600} size="sm">
                        {product.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        SKU {product.sku}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>{product.category}</Table.Td>
                <Table.Td>
                  <PriceTag price={product.price} salePrice={product.salePrice} size="sm" />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {product.stock}
                    </Text>
                    <StockBadge stock={product.stock} size="sm" />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <ActiveBadge active={product.isActive} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {edits && (
                      <EditAction
                        name={product.name}
                        onClick={() => openForm({ mode: 'edit', product })}
                      />
                    )}
                    {setsStock && (
                      <RowAction
                        tooltip="Set stock"
                        label={`Set stock of ${product.name}`}
                        icon={<IconPackages size={18} aria-hidden />}
                        onClick={() => setStockOf(product)}
                      />
                    )}
                    <Tooltip label="View in shop">
                      <ActionIcon
                        component="a"
                        href={`${shopUrl}equipment/${product.id}`}
                        target="_blank"
                        rel="noopener"
                        variant="subtle"
                        color="gray"
                        aria-label={`View ${product.name} in the shop`}
                      >
                        <IconExternalLink size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    {edits && (
                      <DeleteAction
                        name={product.name}
                        onClick={() => {
                          remove.reset();
                          setToDelete(product);
                        }}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
          <TablePager page={page} total={data.total} onChange={setPage} />
        </>
      )}

      <SetStockDialog product={stockShown} onClose={closeStock} />
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete Product"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      >
        <Text>Are you sure you want to delete this product?</Text>
        {toDelete && (
          <Text fw={600}>
            {toDelete.name} (SKU {toDelete.sku})
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
