import { Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { auditEntityTypes } from '@buildright/api/shared';
import { useFilterBy } from '../lib/queryParams.ts';
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

const dateFields = [
  { name: 'from', label: 'From' },
  { name: 'to', label: 'To' },
] as const;

/** Who, what kind of record and which days; kept in the address like every list's filters. */
export function ActivityFilters({ filter }: { filter: ActivityFilter }) {
  const actors = useQuery(trpc.activity.actors.queryOptions());
  const filterBy = useFilterBy();
  const set = (name: keyof ActivityFilter, value: string | null) => filterBy({ [name]: value });
  const choices = [
    {
      name: 'actor',
      label: 'Staff member',
      placeholder: 'Anyone',
      data: (actors.data ?? []).map((actor) => ({ value: String(actor.id), label: actor.name })),
    },
    { name: 'kind', label: 'Kind of record', placeholder: 'Everything', data: kindOptions },
  ] as const;

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {choices.map(({ name, ...choice }) => (
        <Select
          key={name}
          {...choice}
          clearable
          value={filter[name]}
          onChange={(value) => set(name, value)}
          w={200}
        />
      ))}
      {dateFields.map(({ name, label }) => (
        <TextInput
          key={name}
          type="date"
          label={label}
          value={filter[name] ?? ''}
          onChange={(event) => set(name, event.currentTarget.value)}
          w={170}
        />
      ))}
    </Group>
  );
}
