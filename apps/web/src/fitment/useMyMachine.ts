import type { MachineModel } from '@buildright/api/shared';
import { useLocalStorage } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useTRPC } from '../lib/trpc.ts';

const STORAGE_KEY = 'buildright:machine';

/**
 * The machine a visitor is shopping for, remembered in this browser; a signed-in customer's
 * choices also join the fleet on their account, so another device offers them too.
 */
export function useMyMachine() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [machineId, setMachineId] = useLocalStorage<number | null>({
    key: STORAGE_KEY,
    defaultValue: null,
    // The server draws pages without it; it applies once the page is live.
    getInitialValueInEffect: true,
  });
  const machines = useQuery({ ...trpc.machines.list.queryOptions(), enabled: machineId !== null });
  const user = useCurrentUser();
  const signedIn = Boolean(user.data && !user.data.isAdmin);
  const fleet = useQuery({ ...trpc.account.machines.list.queryOptions(), enabled: signedIn });
  const addToFleet = useMutation(
    trpc.account.machines.add.mutationOptions({
      onSuccess: (updated) =>
        queryClient.setQueryData(trpc.account.machines.list.queryKey(), updated),
    }),
  );

  // A machine chosen before signing in joins the fleet once the account is known.
  const missingFromFleet =
    signedIn && fleet.data !== undefined && machineId !== null
      ? !fleet.data.some((entry) => entry.id === machineId)
      : false;
  const { mutate: addMachine, isPending: adding } = addToFleet;
  useEffect(() => {
    if (missingFromFleet && !adding && machineId !== null) addMachine({ id: machineId });
  }, [missingFromFleet, adding, machineId, addMachine]);

  const choose = useCallback(
    (id: number | null) => {
      setMachineId(id);
      if (id !== null && signedIn) addToFleet.mutate({ id });
    },
    [setMachineId, signedIn, addToFleet],
  );

  const machine: MachineModel | undefined =
    machineId === null ? undefined : machines.data?.find((entry) => entry.id === machineId);
  return {
    machineId,
    machine,
    choose,
    fleet: signedIn ? (fleet.data ?? []) : [],
  };
}
