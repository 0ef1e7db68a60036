import { machineName, type MachineModel } from '@buildright/api/shared';

interface MachineOptionGroup {
  group: string;
  items: { value: number; label: string }[];
}

/** The machine models as "Make Model" options under their make, in the order given. */
export function machineOptions(machines: readonly MachineModel[]): MachineOptionGroup[] {
  const groups = new Map<string, MachineOptionGroup>();
  for (const machine of machines) {
    let group = groups.get(machine.make);
    if (!group) {
      group = { group: machine.make, items: [] };
      groups.set(machine.make, group);
    }
    group.items.push({ value: machine.id, label: machineName(machine) });
  }
  return [...groups.values()];
}
