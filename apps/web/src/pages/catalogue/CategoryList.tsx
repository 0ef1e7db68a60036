import type { Category } from '@buildright/api';
import { shownCount, type CategoryFacet } from '@buildright/api/shared';
import { Card, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { PlainList } from '../../components/PlainList.tsx';
import { withFilter } from '../../catalog/catalogue-url.ts';

interface CategoryListProps {
  categories: Category[] | undefined;
  loading: boolean;
  activeId: number | undefined;
  /** How many products of each category the search and other filters leave. */
  counts: CategoryFacet[] | undefined;
  /** The counts are estimates from a sample of a large catalogue. */
  estimated: boolean;
}

/** All Equipment plus one entry per category; search and other filters stay when switching. */
export function CategoryList({
  categories,
  loading,
  activeId,
  counts,
  estimated,
}: CategoryListProps) {
  const [params] = useSearchParams();
  const countOf = (id: number) =>
    counts ? shownCount(counts.find((facet) => facet.id === id)?.count ?? 0, estimated) : undefined;
  return (
    <Card withBorder radius="md" p="md" component="nav" aria-labelledby="categories-title">
      <Title order={2} fz="lg" mb="sm" id="categories-title">
        Categories
      </Title>
      <PlainList gap={2} className="category-list">
        <CategoryEntry
          to={withFilter(params, { category: null })}
          label="All Equipment"
          active={activeId === undefined}
        />
        {loading
          ? Array.from({ length: 5 }, (_, index) => (
              <li key={index}>
                <Skeleton height={32} my={2} />
              </li>
            ))
          : categories?.map((category) => (
              <CategoryEntry
                key={category.id}
                to={withFilter(params, { category: category.id })}
                label={category.name}
                count={countOf(category.id)}
                active={category.id === activeId}
              />
            ))}
      </PlainList>
    </Card>
  );
}

interface CategoryEntryProps {
  to: string;
  label: string;
  count?: string;
  active: boolean;
}

function CategoryEntry({ to, label, count, active }: CategoryEntryProps) {
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={to}
        aria-current={active ? 'page' : undefined}
        data-active={active}
        className="category-link"
      >
        {label}
        {count !== undefined && (
          <Text component="span" size="xs" c={active ? undefined : 'dimmed'} ml={6} aria-hidden>
            ({count})
          </Text>
        )}
      </UnstyledButton>
    </li>
  );
}
