import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '../lib/trpc.ts';
import type { CategoryNames } from './describe.ts';

/** Category names by id, so a change of a product's category reads "Buckets → Attachments". */
export function useCategoryNames(): CategoryNames {
  const categories = useQuery(trpc.categories.adminList.queryOptions());
  return useMemo(
    () => new Map((categories.data ?? []).map((category) => [category.id, category.name])),
    [categories.data],
  );
}
