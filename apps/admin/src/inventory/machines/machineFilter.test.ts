import { describe, expect, it } from 'vitest';
import type { MachineModel } from '@buildright/api/shared';
import { filterMachines, makesOf } from './machineFilter.ts';

const machine = (id: number, make: string, model: string): MachineModel => ({
  id,
  make,
  model,
  operatingWeightKg: 5000,
  pinDiameterMm: 45,
  coupler: 'mechanical',
});

const machines = [
  machine(1, 'CAT', '305 CR'),
  machine(2, 'CAT', '320'),
  machine(3, 'Kubota', 'U55-5'),
];

describe('machine list filter', () => {
  it('finds machines by any words of make and model, in any case', () => {
    expect(filterMachines(machines, { search: 'cat 30', make: null }).map((m) => m.id)).toEqual([
      1,
    ]);
    expect(filterMachines(machines, { search: '  ', make: null })).toHaveLength(3);
  });

  it('keeps one make when asked', () => {
    expect(filterMachines(machines, { search: '', make: 'Kubota' }).map((m) => m.id)).toEqual([3]);
    expect(filterMachines(machines, { search: '320', make: 'Kubota' })).toEqual([]);
  });

  it('names each make once', () => {
    expect(makesOf(machines)).toEqual(['CAT', 'Kubota']);
  });
});
