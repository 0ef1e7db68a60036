import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  couplerLabels,
  formatTonnes,
  machineName,
  type MachineModel,
} from '@buildright/api/shared';
import { toast, toastFailure } from '@buildright/browser';
import { ConfirmDialog } from '../../common/ConfirmDialog.tsx';
import { DataTable } from '../../common/DataTable.tsx';
import { QueryError } from '../../common/QueryError.tsx';
import { EditDeleteCell } from '../../common/RowAction.tsx';
import { TablePager, usePagedList } from '../../common/TablePager.tsx';
import { EmptyRow, LoadingText } from '../../common/TableStates.tsx';
import { useCan } from '../../lib/permissions.ts';
import { trpc } from '../../lib/trpc.ts';
import { refreshCatalog } from '../invalidate.ts';
import { MachineForm } from './MachineForm.tsx';
import { filterMachines, makesOf } from './machineFilter.ts';
import { ListSearch } from '../../common/ListSearch.tsx';
import { useSetParams, useTextParam, type ParamChanges } from '../../lib/queryParams.ts';

const listColumns = ['Make', 'Model', 'Operating weight', 'Pin diameter', 'Coupler'];

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; machine: MachineModel };

/** The machine models products can be listed as fitting, and the shop's "My machine" picker. */
export function MachinesSection() {
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const edits = useCan()('catalog.edit');
  const columns = edits ? [...listColumns, 'Actions'] : listColumns;
  // Search, make and page live in the address, like every list's.
  const search = useTextParam('q') ?? '';
  const make = useTextParam('make');
  const setParams = useSetParams();
  const filterBy = (changes: ParamChanges, options?: { replace?: boolean }) =>
    setParams({ ...changes, page: null }, options);
  const [toDelete, setToDelete] = useState<MachineModel | null>(null);
  const machines = useQuery(trpc.machines.list.queryOptions());

  const remove = useMutation(
    trpc.machines.delete.mutationOptions({
      onSuccess: async ({ id }) => {
        toast({ title: 'Machine model deleted successfully' });
        setToDelete(null);
        if (form.mode === 'edit' && form.machine.id === id) setForm({ mode: 'closed' });
        await refreshCatalog();
      },
      onError: (error) => toastFailure('Failed to delete machine model', error),
    }),
  );

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
        {edits && form.mode === 'closed' && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setForm({ mode: 'create' })}
          >
            Add Machine Model
          </Button>
        )}
      </Group>

      {form.mode !== 'closed' && (
        <MachineForm
          key={form.mode === 'edit' ? form.machine.id : 'new'}
          machine={form.mode === 'edit' ? form.machine : null}
          onClose={() => setForm({ mode: 'closed' })}
        />
      )}

      {machines.isError ? (
        <QueryError error={machines.error} onRetry={() => void machines.refetch()} />
      ) : !machines.data ? (
        <LoadingText>Loading machine models...</LoadingText>
      ) : (
        <>
          <DataTable label="Machine models" columns={columns} minWidth={720}>
            {shown.length === 0 && (
              <EmptyRow colSpan={columns.length}>
                {filtering
                  ? 'No machine models match this search.'
                  : 'No machine models yet. Add the first one.'}
              </EmptyRow>
            )}
            {paged.rows.map((machine) => (
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
                    onEdit={() => setForm({ mode: 'edit', machine })}
                    onDelete={() => {
                      remove.reset();
                      setToDelete(machine);
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
        title="Delete Machine Model"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => setToDelete(null)}
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
