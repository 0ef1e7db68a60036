import { couplerLabels, formatTonnes, machineName } from '@buildright/api/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MachinePicker } from '../../fitment/MachinePicker.tsx';
import { useMyMachine } from '../../fitment/useMyMachine.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** The machines a contractor works with; the one chosen in the shop is marked. */
export function FleetList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fleet = useQuery(trpc.account.machines.list.queryOptions());
  const { machine: current, choose } = useMyMachine();
  const remove = useMutation(
    trpc.account.machines.remove.mutationOptions({
      onSuccess: (updated) =>
        queryClient.setQueryData(trpc.account.machines.list.queryKey(), updated),
    }),
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl" mb={4}>
          My machines
        </Title>
        <Text c="dimmed" size="sm">
          The catalogue shows what fits the machine you choose; every machine you choose joins this
          list.
        </Text>
      </div>
      {fleet.data?.length === 0 && <Text>No machines yet.</Text>}
      {fleet.data?.map((machine) => (
        <Card key={machine.id} withBorder radius="md" p="md" data-testid="fleet-machine">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <div>
              <Group gap="xs">
                <Text fw={700}>{machineName(machine)}</Text>
                {machine.id === current?.id && (
                  <Badge color="green.8" variant="filled" autoContrast>
                    Shopping for it
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {formatTonnes(machine.operatingWeightKg)}
                {machine.pinDiameterMm !== null && `, ${machine.pinDiameterMm} mm pins`},{' '}
                {couplerLabels[machine.coupler].toLowerCase()}
              </Text>
            </div>
            <Group gap="xs">
              {machine.id !== current?.id && (
                <Button size="compact-sm" variant="light" onClick={() => choose(machine.id)}>
                  Shop for it
                </Button>
              )}
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                loading={remove.isPending && remove.variables?.id === machine.id}
                onClick={() => {
                  remove.mutate({ id: machine.id });
                  if (machine.id === current?.id) choose(null);
                }}
                aria-label={`Remove ${machineName(machine)}`}
              >
                Remove
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      <Card withBorder radius="md" p="md" maw={420}>
        <Text fw={600} mb="xs">
          Add a machine
        </Text>
        <MachinePicker />
      </Card>
    </Stack>
  );
}
