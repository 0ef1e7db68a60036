import {
  Box,
  Container,
  Grid,
  Group,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconLayoutGrid, IconList, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorCode } from '@buildright/browser';
import { MAX_SEARCH_RESULTS, reachableResults } from '@buildright/api/shared';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  cataloguePageCount,
  catalogueQuery,
  catalogueUrl,
  withFilter,
} from '../../catalog/catalogue-url.ts';
import { ProductCard, type ProductCardLayout } from '../../catalog/ProductCard.tsx';
import { useCataloguePage } from '../../catalog/useCataloguePage.ts';
import { useMemberPrices } from '../../catalog/useMemberPrices.ts';
import { useChosenMachine } from '../../fitment/useMyMachine.ts';
import { useStoredValue } from '../../lib/stored-value.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { PageHead } from '../../seo/PageHead.tsx';
import { pageTitle } from '../../seo/page-text.ts';
import { CatalogueFilters } from './CatalogueFilters.tsx';
import { CategoryList } from './CategoryList.tsx';
import { CategoryNotFound } from './CategoryNotFound.tsx';
import { EmptyCatalogue } from './EmptyCatalogue.tsx';
import { PastLastPage } from './PastLastPage.tsx';
import { ProductCardSkeleton } from './ProductCardSkeleton.tsx';
import { SortSelect } from './SortSelect.tsx';

const SKELETON_COUNT = 6;

export function CataloguePage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { machine } = useChosenMachine();
  const query = catalogueQuery(params, machine?.id);
  const { categoryId, page } = query;
  const search = query.search ?? '';
  // The server draws the grid; a stored choice applies once the page is live.
  const [layout, setLayout] = useStoredValue<ProductCardLayout>(
    'buildright:catalogue-layout',
    'grid',
  );

  const categories = useQuery(trpc.categories.list.queryOptions());
  const products = useCataloguePage(query);

  const yourPrices = useMemberPrices(products.data?.items.map((product) => product.id) ?? []);

  const category = categories.data?.find((entry) => entry.id === categoryId);
  const heading = category?.name ?? (categoryId ? 'Equipment' : 'All Equipment');
  const total = products.data?.total ?? 0;
  const reachable = reachableResults(total, Boolean(search));
  const pageCount = cataloguePageCount(total, Boolean(search));
  const from = `${location.pathname}${location.search}`;

  const goToPage = (next: number) => {
    void navigate(withFilter(params, { page: next }));
    window.scrollTo({ top: 0 });
  };

  if (errorCode(products.error) === 'NOT_FOUND') return <CategoryNotFound />;

  return (
    <Container size="xl" py="xl">
      <PageHead
        {...catalogueHead({ heading, categoryName: category?.name, search, page })}
        path={catalogueUrl({ search, category: categoryId, page })}
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="lg">
            <CategoryList
              categories={categories.data}
              loading={categories.isPending}
              activeId={categoryId}
              counts={products.data?.facets.categories}
              estimated={products.data?.facets.estimated ?? false}
            />
            <CatalogueFilters facets={products.data?.facets} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
            <div>
              <Title order={1} fz={{ base: 30, sm: 38 }}>
                {heading}
              </Title>
              <Text c="dimmed" mt={4} aria-live="polite" data-testid="catalogue-count">
                {products.isPending
                  ? 'Loading equipment...'
                  : products.data?.totalIsEstimate
                    ? `${total.toLocaleString('en-US')}+ items available`
                    : `${total} ${total === 1 ? 'item' : 'items'} available`}
                {search && !products.isPending && (
                  <>
                    {' for '}
                    <Text component="span" fw={700} c="dark">
                      “{search}”
                    </Text>
                  </>
                )}
              </Text>
            </div>
            <Group gap="sm" align="flex-end">
              <SortSelect />
              <SegmentedControl
                aria-label="View"
                value={layout}
                onChange={(value) => setLayout(value as ProductCardLayout)}
                data={[
                  { value: 'grid', label: <LayoutLabel icon={IconLayoutGrid} text="Grid" /> },
                  { value: 'list', label: <LayoutLabel icon={IconList} text="List" /> },
                ]}
              />
            </Group>
          </Group>

          {products.isPending ? (
            <ProductGrid layout={layout} busy>
              {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <ProductCardSkeleton key={index} layout={layout} />
              ))}
            </ProductGrid>
          ) : products.isError ? (
            <EmptyCatalogue
              search={search}
              categoryId={categoryId}
              categoryName={category?.name}
              failed
            />
          ) : products.data.items.length === 0 && total > 0 ? (
            <PastLastPage total={total} lastPage={pageCount} />
          ) : products.data.items.length === 0 ? (
            <EmptyCatalogue search={search} categoryId={categoryId} categoryName={category?.name} />
          ) : (
            <Stack gap="xl">
              <ProductGrid layout={layout} busy={products.isPlaceholderData}>
                {products.data.items.map((product, index) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    layout={layout}
                    from={from}
                    eager={index < 2}
                    yourPrice={yourPrices.get(product.id)?.price}
                  />
                ))}
              </ProductGrid>
              {pageCount > 1 && (
                <Group justify="center">
                  <Pagination
                    total={pageCount}
                    value={Math.min(page, pageCount)}
                    onChange={goToPage}
                    getControlProps={(control) => ({
                      'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
                    })}
                    getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                  />
                </Group>
              )}
              {reachable < total && (
                <Text c="dimmed" size="sm" ta="center" data-testid="search-reach">
                  A search shows its best {MAX_SEARCH_RESULTS.toLocaleString('en-US')} matches:
                  choose a category or a filter to narrow it.
                </Text>
              )}
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** A title and description of their own for every category, search and page of the catalogue. */
function catalogueHead({
  heading,
  categoryName,
  search,
  page,
}: {
  heading: string;
  categoryName: string | undefined;
  search: string;
  page: number;
}) {
  const paged = page > 1 ? `, page ${page}` : '';
  const title = `${search ? `"${search}" in ` : ''}${heading}${page > 1 ? `, Page ${page}` : ''}`;
  const offer = 'prices, stock levels and fast shipping for contractors and builders.';
  let description: string;
  if (search) {
    const where = categoryName ? ` in ${categoryName}` : '';
    description = `Equipment matching “${search}”${where} at BuildRight Equipment${paged}: ${offer}`;
  } else if (categoryName) {
    description = `Shop ${categoryName} at BuildRight Equipment${paged}: ${offer}`;
  } else {
    description = `All construction equipment at BuildRight${paged}: excavator upgrade kits, machinery, tools and safety gear, with ${offer}`;
  }
  return { title: pageTitle(title), description };
}

function LayoutLabel({ icon: LayoutIcon, text }: { icon: Icon; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <LayoutIcon size={16} aria-hidden />
      <span>{text}</span>
    </Group>
  );
}

function ProductGrid({
  layout,
  busy,
  children,
}: {
  layout: ProductCardLayout;
  busy: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box aria-busy={busy} style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <VisuallyHidden>
        <h2>Products</h2>
      </VisuallyHidden>
      <SimpleGrid
        cols={layout === 'list' ? 1 : { base: 1, xs: 2, lg: 3 }}
        spacing="lg"
        data-testid="product-grid"
        data-layout={layout}
      >
        {children}
      </SimpleGrid>
    </Box>
  );
}
