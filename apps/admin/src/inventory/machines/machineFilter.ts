import { machineName, type MachineModel } from '@buildright/api/shared';

interface MachineFilter {
  /** Words the "Make Model" name contains, in any case. */
  search: string;
  /** Only this make; null for every make. */
  make: string | null;
}

export function filterMachines(machines: readonly MachineModel[], filter: MachineFilter) {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  return machines.filter((machine) => {
    if (filter.make !== null && machine.make !== filter.make) return false;
    const name = machineName(machine).toLowerCase();
    return words.every((word) => name.includes(word));
  });
}

/** Each make once, in the order the list gives (by make). */
export function makesOf(machines: readonly MachineModel[]): string[] {
  return [...new Set(machines.map((machine) => machine.make))];
}
