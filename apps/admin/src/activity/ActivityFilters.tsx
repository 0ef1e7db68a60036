import { Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { auditEntityTypes } from '@buildright/api/shared';
import { useSetParams } from '../lib/queryParams.ts';
import { trpc } from '../lib/trpc.ts';
import { entityTypeLabels } from './describe.ts';

export interface ActivityFilter {
  actor: string | null;
  kind: string | null;
  from: string | null;
  to: string | null;
}

const kindOptions = auditEntityTypes.map((kind) => ({
  value: kind,
  label: entityTypeLabels[kind],
}));

/** Who, what kind of record and which days; kept in the address like every list's filters. */
export function ActivityFilters({ filter }: { filter: ActivityFilter }) {
  const actors = useQuery(trpc.activity.actors.queryOptions());
  const setParams = useSetParams();
  // A new filter starts again at its first page.
  const set = (name: keyof ActivityFilter, value: string | null) =>
    setParams({ [name]: value || null, page: null });

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Staff member"
        placeholder="Anyone"
        clearable
        data={(actors.data ?? []).map((actor) => ({ value: String(actor.id), label: actor.name }))}
        value={filter.actor}
        onChange={(value) => set('actor', value)}
        w={200}
      />
      <Select
        label="Kind of record"
        placeholder="Everything"
        clearable
        data={kindOptions}
        value={filter.kind}
        onChange={(value) => set('kind', value)}
        w={200}
      />
      <TextInput
        type="date"
        label="From"
        value={filter.from ?? ''}
        onChange={(event) => set('from', event.currentTarget.value)}
        w={170}
      />
      <TextInput
        type="date"
        label="To"
        value={filter.to ?? ''}
        onChange={(event) => set('to', event.currentTarget.value)}
        w={170}
      />
    </Group>
  );
}
