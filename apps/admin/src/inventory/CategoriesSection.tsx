import { Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Category } from '@buildright/api';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { PagedTable } from '../common/PagedTable.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { EditDeleteCell } from '../common/RowAction.tsx';
import { usePagedList } from '../common/TablePager.tsx';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { ActiveBadge } from './ActiveBadge.tsx';
import { AddButton } from './AddButton.tsx';
import { CategoryForm } from './CategoryForm.tsx';
import { useInlineEditing } from './useInlineEditing.ts';

const listColumns = ['Name', 'Description', 'Status', 'Products'];

export function CategoriesSection() {
  const list = useInlineEditing<Category>({
    deleted: 'Category deleted successfully',
    // Refused while products use it: the dialog and the toast both say why.
    notDeleted: 'Failed to delete category',
  });
  const { toDelete } = list;
  const edits = useCan()('catalog.edit');
  const columns = edits ? [...listColumns, 'Actions'] : listColumns;
  const categories = useQuery(trpc.categories.adminList.queryOptions());

  const remove = useMutation(trpc.categories.delete.mutationOptions(list.deleteCallbacks));

  const all = categories.data ?? [];
  const paged = usePagedList(all);

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {categories.data ? `${all.length} categor${all.length === 1 ? 'y' : 'ies'}` : ''}
        </Text>
        {edits && !list.formOpen && <AddButton label="Add Category" onClick={list.openNew} />}
      </Group>

      {list.formOpen && (
        <CategoryForm
          key={list.editing?.id ?? 'new'}
          category={list.editing}
          onClose={list.closeForm}
        />
      )}

      <QueryContent query={categories} loading="Loading categories...">
        {() => (
          <PagedTable
            label="Categories"
            columns={columns}
            minWidth={640}
            rows={paged.rows}
            empty={'No categories yet. Add the first one.'}
            pager={paged.pager}
          >
            {(category) => (
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
                    onEdit={() => list.openEdit(category)}
                    onDelete={() => list.setToDelete(category)}
                  />
                )}
              </Table.Tr>
            )}
          </PagedTable>
        )}
      </QueryContent>

      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete Category"
        confirmLabel="Delete"
        action={remove}
        onCancel={() => list.setToDelete(null)}
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
