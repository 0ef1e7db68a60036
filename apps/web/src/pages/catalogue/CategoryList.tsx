import type { Category } from '@buildright/api';
import { Card, Skeleton, Stack, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { catalogueUrl } from '../../catalog/catalogue-url.ts';

interface CategoryListProps {
  categories: Category[] | undefined;
  loading: boolean;
  activeId: number | undefined;
  search: string;
}

/** All Equipment plus one entry per category; the search term stays when switching. */
export function CategoryList({ categories, loading, activeId, search }: CategoryListProps) {
  return (
    <Card withBorder radius="md" p="md" component="nav" aria-labelledby="categories-title">
      <Title order={2} fz="lg" mb="sm" id="categories-title">
        Categories
      </Title>
      <Stack
        gap={2}
        className="category-list"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        <CategoryEntry
          to={catalogueUrl({ search })}
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
                to={catalogueUrl({ search, category: category.id })}
                label={category.name}
                active={category.id === activeId}
              />
            ))}
      </Stack>
    </Card>
  );
}

function CategoryEntry({ to, label, active }: { to: string; label: string; active: boolean }) {
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
      </UnstyledButton>
    </li>
  );
}
