import { ActionIcon, Center, Group, Loader, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconPackages } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Product } from '@buildright/api';
import { adminPaths, displayImage, reachableResults } from '@buildright/api/shared';
import { PriceTag, ProductImage, StackedTable, type TableColumn } from '@buildright/ui';
import { toast, toastFailure } from '@buildright/browser';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { StackedText } from '../common/StackedCell.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { DeleteAction, EditAction, RowAction } from '../common/RowAction.tsx';
import { PAGE_SIZE, TablePager } from '../common/TablePager.tsx';
import { assetUrl, shopUrl } from '../lib/origin.ts';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { useListParams, useTextParam } from '../lib/queryParams.ts';
import { recordIdOf } from '../routes/recordId.ts';
import { ActiveBadge } from './ActiveBadge.tsx';
import { AddButton } from './AddButton.tsx';
import { ProductCsvActions } from './csv/ProductCsvActions.tsx';
import { SetStockDialog } from './SetStockDialog.tsx';
import { StockFigure } from './StockFigure.tsx';
import { ListSearch } from '../common/ListSearch.tsx';

// The editor and drag-and-drop load only when a product is added or edited.
const ProductForm = lazy(() => import('./ProductForm.tsx'));

export function ProductsSection() {
  const can = useCan();
  const edits = can('catalog.edit');
  // The warehouse changes stock alone; a role that edits products changes it in the form.
  const setsStock = !edits && can('stock.edit');
  // Search, category and page live in the address, like every list's.
  const { search, debouncedSearch, page, setPage, filterBy, searchFor } = useListParams();
  const categoryId = useTextParam('category');
  const [toDelete, setToDelete] = useState<Product | null>(null);

  // A product opens at its own path (/inventory/products/7): its form, or its stock alone for the
  // warehouse, so the dashboard's low stock and the activity log link to it. /new is the empty
  // form. Closing returns to the same list.
  const { productId } = useParams();
  const creating = edits && productId === 'new';
  const openId = recordIdOf(productId);
  const { search: listQuery } = useLocation();
  const navigate = useNavigate();
  const productLink = (id: number | 'new') => ({
    pathname: id === 'new' ? adminPaths.newProduct() : adminPaths.product(id),
    search: listQuery,
  });
  const close = () => navigate({ pathname: adminPaths.products(), search: listQuery });

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
  const opened = useQuery({
    ...trpc.catalog.adminById.queryOptions({ id: openId ?? 0 }),
    enabled: openId !== null && (edits || setsStock),
    // Opened from the list, the row already shows the product: no wait for the form. Its
    // documents panel (and tiers, and rating) wait for the product's own answer, which lists them.
    placeholderData: () => {
      const item = products.data?.items.find((row) => row.id === openId);
      return item && { ...item, documents: [], tiers: [], rating: { average: null, count: 0 } };
    },
  });
  const open = openId !== null ? (opened.data ?? null) : null;
  const editing = edits ? open : null;

  const remove = useMutation(
    trpc.catalog.delete.mutationOptions({
      // Read before the lists are read again: the page the deleted row was on, the form it had open.
      meta: { refreshLast: true },
      onSuccess: ({ id }) => {
        toast({ title: 'Product deleted successfully' });
        setToDelete(null);
        if (openId === id) close();
        // Deleting the last row of a page steps back to the previous page.
        else if (products.data?.items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => toastFailure('Failed to delete product', error),
    }),
  );

  const openForm = (id: number | 'new') => {
    navigate(productLink(id));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const columns: TableColumn<Product>[] = [
    {
      label: 'Name',
      primary: true,
      cell: (product) => (
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
          <StackedText main={product.name} detail={`SKU ${product.sku}`} />
        </Group>
      ),
    },
    { label: 'Category', cell: (product) => product.category },
    {
      label: 'Price',
      cell: (product) => <PriceTag price={product.price} salePrice={product.salePrice} size="sm" />,
    },
    { label: 'Stock', cell: (product) => <StockFigure stock={product.stock} /> },
    { label: 'Status', cell: (product) => <ActiveBadge active={product.isActive} /> },
    {
      label: 'Actions',
      cell: (product) => (
        <Group gap={4} wrap="nowrap" display="inline-flex">
          {edits && <EditAction name={product.name} onClick={() => openForm(product.id)} />}
          {setsStock && (
            <RowAction
              tooltip="Set stock"
              label={`Set stock of ${product.name}`}
              icon={<IconPackages size={18} aria-hidden />}
              onClick={() => navigate(productLink(product.id))}
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
          {edits && <DeleteAction name={product.name} onClick={() => setToDelete(product)} />}
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="sm">
          <ListSearch
            label="Search products"
            placeholder="Name, description or category"
            value={search}
            onChange={searchFor}
          />
          <Select
            label="Category"
            placeholder="All categories"
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={categoryId}
            onChange={(value) => filterBy({ category: value })}
            clearable
            w={220}
          />
        </Group>
        <Group gap="sm">
          <ProductCsvActions />
          {edits && !creating && !editing && (
            <AddButton label="Add Product" onClick={() => openForm('new')} />
          )}
        </Group>
      </Group>

      {(creating || editing) && (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading the product form" />
            </Center>
          }
        >
          <ProductForm
            key={editing?.id ?? 'new'}
            product={editing}
            tiersKnown={!opened.isPlaceholderData}
            onClose={close}
          />
        </Suspense>
      )}

      <QueryContent query={products} loading="Loading products...">
        {(data) => (
          <>
            <StackedTable
              label="Products"
              columns={columns}
              rows={data.items}
              rowKey={(product) => product.id}
              minWidth={760}
              busy={products.isFetching}
              tableProps={{ striped: true, highlightOnHover: true }}
              empty={
                debouncedSearch || categoryId
                  ? 'No products match this search.'
                  : 'No products yet. Add the first one.'
              }
            />
            <TablePager
              page={page}
              total={data.total}
              reachable={reachableResults(data.total, Boolean(debouncedSearch))}
              onChange={setPage}
            />
          </>
        )}
      </QueryContent>

      <SetStockDialog product={setsStock ? open : null} onClose={close} />
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete Product"
        confirmLabel="Delete"
        action={remove}
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
