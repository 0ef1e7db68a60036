import { formatTonnes, machineName } from '@buildright/api/shared';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../lib/trpc.ts';
import { useMyMachine } from './useMyMachine.ts';

/** Make, then model (both with typeahead), plus the customer's fleet for one-click choice. */
export function MachinePicker({ onChosen }: { onChosen?: () => void }) {
  const trpc = useTRPC();
  const machines = useQuery(trpc.machines.list.queryOptions());
  const { machine, choose, fleet } = useMyMachine();
  const [chosenMake, setMake] = useState<string | null>(null);
  const make = chosenMake ?? machine?.make ?? null;

  const all = machines.data ?? [];
  const makes = [...new Set(all.map((entry) => entry.make))];
  const models = all
    .filter((entry) => entry.make === make)
    .map((entry) => ({
      value: String(entry.id),
      label: `${entry.model} (${formatTonnes(entry.operatingWeightKg)})`,
    }));

  const pick = (id: number | null) => {
    choose(id);
    if (id !== null) onChosen?.();
  };

  return (
    <Stack gap="sm">
      {fleet.length > 0 && (
        <div>
          <Text size="sm" fw={600} mb={4}>
            Your machines
          </Text>
          <Group gap={6}>
            {fleet.map((entry) => (
              <Button
                key={entry.id}
                size="compact-sm"
                variant={entry.id === machine?.id ? 'filled' : 'outline'}
                aria-pressed={entry.id === machine?.id}
                onClick={() => pick(entry.id)}
              >
                {machineName(entry)}
              </Button>
            ))}
          </Group>
        </div>
      )}
      <Select
        label="Make"
        placeholder={machines.isPending ? 'Loading makes...' : 'Type or choose a make'}
        searchable
        data={makes}
        value={make}
        onChange={setMake}
        nothingFoundMessage="No such make"
        comboboxProps={{ withinPortal: false }}
      />
      <Select
        label="Model"
        placeholder={make ? 'Type or choose a model' : 'Choose a make first'}
        searchable
        disabled={!make}
        data={models}
        value={machine && machine.make === make ? String(machine.id) : null}
        onChange={(id) => pick(id ? Number(id) : null)}
        nothingFoundMessage="No such model"
        comboboxProps={{ withinPortal: false }}
      />
      {machine && (
        <Button variant="subtle" size="compact-sm" onClick={() => pick(null)} w="fit-content">
          Forget {machineName(machine)}
        </Button>
      )}
    </Stack>
  );
}
