import { Group, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  couplerLabels,
  formatTonnes,
  machineName,
  type MachineModel,
} from '@buildright/api/shared';
import { ConfirmDialog } from '../../common/ConfirmDialog.tsx';
import { ListSearch } from '../../common/ListSearch.tsx';
import { PagedTable } from '../../common/PagedTable.tsx';
import { QueryContent } from '../../common/QueryContent.tsx';
import { EditDeleteCell } from '../../common/RowAction.tsx';
import { usePagedList } from '../../common/TablePager.tsx';
import { useCan } from '../../lib/permissions.ts';
import { trpc } from '../../lib/trpc.ts';
import { useFilterBy, useTextParam } from '../../lib/queryParams.ts';
import { AddButton } from '../AddButton.tsx';
import { useInlineEditing } from '../useInlineEditing.ts';
import { MachineForm } from './MachineForm.tsx';
import { filterMachines, makesOf } from './machineFilter.ts';

const listColumns = ['Make', 'Model', 'Operating weight', 'Pin diameter', 'Coupler'];

/** The machine models products can be listed as fitting, and the shop's "My machine" picker. */
export function MachinesSection() {
  const list = useInlineEditing<MachineModel>({
    deleted: 'Machine model deleted successfully',
    notDeleted: 'Failed to delete machine model',
  });
  const { toDelete } = list;
  const edits = useCan()('catalog.edit');
  const columns = edits ? [...listColumns, 'Actions'] : listColumns;
  // Search, make and page live in the address, like every list's.
  const search = useTextParam('q') ?? '';
  const make = useTextParam('make');
  const filterBy = useFilterBy();
  const machines = useQuery(trpc.machines.list.queryOptions());

  const remove = useMutation(trpc.machines.delete.mutationOptions(list.deleteCallbacks));

  const all = machines.data ?? [];
  const shown = filterMachines(all, { search, make });
  const paged = usePagedList(shown);
  const filtering = search.trim() !== '' || make !== null;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="sm">
          <ListSearch
            label="Search machines"
            placeholder="Make or model"
            value={search}
            onChange={(text) => filterBy({ q: text }, { replace: true })}
          />
          <Select
            label="Make"
            placeholder="All makes"
            data={makesOf(all)}
            value={make}
            onChange={(value) => filterBy({ make: value })}
            clearable
            w={200}
          />
        </Group>
        {edits && !list.formOpen && <AddButton label="Add Machine Model" onClick={list.openNew} />}
      </Group>

      {list.formOpen && (
        <MachineForm
          key={list.editing?.id ?? 'new'}
          machine={list.editing}
          onClose={list.closeForm}
        />
      )}

      <QueryContent query={machines} loading="Loading machine models...">
        {() => (
          <PagedTable
            label="Machine models"
            columns={columns}
            minWidth={720}
            rows={paged.rows}
            empty={
              filtering
                ? 'No machine models match this search.'
                : 'No machine models yet. Add the first one.'
            }
            pager={paged.pager}
          >
            {(machine) => (
              <Table.Tr key={machine.id}>
                <Table.Td>{machine.make}</Table.Td>
                <Table.Td fw={600}>{machine.model}</Table.Td>
                <Table.Td>{formatTonnes(machine.operatingWeightKg)}</Table.Td>
                <Table.Td>
                  {machine.pinDiameterMm === null ? '—' : `${machine.pinDiameterMm} mm`}
                </Table.Td>
                <Table.Td>{couplerLabels[machine.coupler]}</Table.Td>
                {edits && (
                  <EditDeleteCell
                    name={machineName(machine)}
                    onEdit={() => list.openEdit(machine)}
                    onDelete={() => list.setToDelete(machine)}
                  />
                )}
              </Table.Tr>
            )}
          </PagedTable>
        )}
      </QueryContent>

      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete Machine Model"
        confirmLabel="Delete"
        action={remove}
        onCancel={() => list.setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      >
        <Text>
          Are you sure you want to delete the machine model{' '}
          <strong>{toDelete && machineName(toDelete)}</strong>?
        </Text>
        <Text size="sm" c="dimmed">
          Products that list it will no longer list it, and customers who saved it in their fleet
          lose it.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
