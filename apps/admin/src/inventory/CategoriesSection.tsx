import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Category } from '@buildright/api';
import { toast, toastFailure } from '@buildright/browser';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { DataTable } from '../common/DataTable.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { EditDeleteCell } from '../common/RowAction.tsx';
import { TablePager, usePagedList } from '../common/TablePager.tsx';
import { EmptyRow, LoadingText } from '../common/TableStates.tsx';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { ActiveBadge } from './ActiveBadge.tsx';
import { CategoryForm } from './CategoryForm.tsx';
import { refreshCatalog } from './invalidate.ts';

const listColumns = ['Name', 'Description', 'Status', 'Products'];

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; category: Category };

export function CategoriesSection() {
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const edits = useCan()('catalog.edit');
  const columns = edits ? [...listColumns, 'Actions'] : listColumns;
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const categories = useQuery(trpc.categories.adminList.queryOptions());

  const remove = useMutation(
    trpc.categories.delete.mutationOptions({
      onSuccess: async ({ id }) => {
        toast({ title: 'Category deleted successfully' });
        setToDelete(null);
        if (form.mode === 'edit' && form.category.id === id) setForm({ mode: 'closed' });
        await refreshCatalog();
      },
      // Refused while products use it: the dialog and the toast both say why.
      onError: (error) => toastFailure('Failed to delete category', error),
    }),
  );

  const all = categories.data ?? [];
  const paged = usePagedList(all);

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {categories.data ? `${all.length} categor${all.length === 1 ? 'y' : 'ies'}` : ''}
        </Text>
        {edits && form.mode === 'closed' && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setForm({ mode: 'create' })}
          >
            Add Category
          </Button>
        )}
      </Group>

      {form.mode !== 'closed' && (
        <CategoryForm
          key={form.mode === 'edit' ? form.category.id : 'new'}
          category={form.mode === 'edit' ? form.category : null}
          onClose={() => setForm({ mode: 'closed' })}
        />
      )}

      {categories.isError ? (
        <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : !categories.data ? (
        <LoadingText>Loading categories...</LoadingText>
      ) : (
        <>
          <DataTable label="Categories" columns={columns} minWidth={640}>
            {all.length === 0 && (
              <EmptyRow colSpan={columns.length}>No categories yet. Add the first one.</EmptyRow>
            )}
            {paged.rows.map((category) => (
              <Table.Tr key={category.id}>
                <Table.Td fw={600}>{category.name}</Table.Td>
                <Table.Td>
                  {category.description || (
                    <Text span c="dimmed" size="sm" fs="italic">
                      No description
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <ActiveBadge active={category.isActive} />
                </Table.Td>
                <Table.Td>{category.productCount}</Table.Td>
                {edits && (
                  <EditDeleteCell
                    name={category.name}
                    onEdit={() => setForm({ mode: 'edit', category })}
                    onDelete={() => {
                      remove.reset();
                      setToDelete(category);
                    }}
                  />
                )}
              </Table.Tr>
            ))}
          </DataTable>
          <TablePager {...paged.pager} />
        </>
      )}

      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete Category"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      >
        <Text>
          Are you sure you want to delete the category <strong>{toDelete?.name}</strong>?
        </Text>
        {toDelete && toDelete.productCount > 0 && (
          <Text size="sm" c="dimmed">
            It still has {toDelete.productCount} product{toDelete.productCount === 1 ? '' : 's'}; a
            category can only be deleted once it has none.
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
