import type { MachineModel } from '@buildright/api/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useIsCustomer } from '../auth/useCurrentUser.ts';
import { useStoredValue } from '../lib/stored-value.ts';
import { useTRPC } from '../lib/trpc.ts';

const STORAGE_KEY = 'buildright:machine';

// The server draws pages without it; it applies once the page is live.
const useStoredMachineId = () => useStoredValue<number | null>(STORAGE_KEY, null);

/** A signed-in customer's fleet and the way to add to it; empty for visitors and admins. */
function useFleet() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const signedIn = useIsCustomer();
  const fleet = useQuery({ ...trpc.account.machines.list.queryOptions(), enabled: signedIn });
  const { mutate: add, isPending: adding } = useMutation(
    trpc.account.machines.add.mutationOptions({
      onSuccess: (updated) =>
        queryClient.setQueryData(trpc.account.machines.list.queryKey(), updated),
    }),
  );
  return { signedIn, fleet: fleet.data, add, adding };
}

/**
 * The machine a visitor is shopping for, remembered in this browser. Only what showing it
 * needs: product cards and filters read it without following the account.
 */
export function useChosenMachine() {
  const trpc = useTRPC();
  const [machineId, setMachineId] = useStoredMachineId();
  const machines = useQuery({ ...trpc.machines.list.queryOptions(), enabled: machineId !== null });
  const machine: MachineModel | undefined =
    machineId === null ? undefined : machines.data?.find((entry) => entry.id === machineId);
  return { machineId, machine, setMachineId };
}

/**
 * The chosen machine and the way to choose one; a signed-in customer's choices also join the
 * fleet on their account, so another device offers them too.
 */
export function useMyMachine() {
  const { machineId, machine, setMachineId } = useChosenMachine();
  const { signedIn, fleet, add } = useFleet();

  const choose = useCallback(
    (id: number | null) => {
      setMachineId(id);
      if (id !== null && signedIn) add({ id });
    },
    [setMachineId, signedIn, add],
  );

  return { machineId, machine, choose, fleet: signedIn ? (fleet ?? []) : [] };
}

/**
 * A machine chosen before signing in joins the fleet once the account is known. Used once, by
 * the header, rather than by every product card that shows a verdict.
 */
export function useFleetFollowsMachine() {
  const [machineId] = useStoredMachineId();
  const { signedIn, fleet, add, adding } = useFleet();
  const missing =
    signedIn && fleet !== undefined && machineId !== null
      ? !fleet.some((entry) => entry.id === machineId)
      : false;
  useEffect(() => {
    if (missing && !adding && machineId !== null) add({ id: machineId });
  }, [missing, adding, machineId, add]);
}
