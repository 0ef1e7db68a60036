import { describe, expect, it } from 'vitest';
import type { MachineModel } from '@buildright/api/shared';
import { machineOptions } from './machineOptions.ts';

const machine = (id: number, make: string, model: string): MachineModel => ({
  id,
  make,
  model,
  operatingWeightKg: 1700,
  pinDiameterMm: 35,
  coupler: 'pin-on',
});

describe('machine options', () => {
  it('groups "Make Model" options under their make, keeping the order', () => {
    const options = machineOptions([
      machine(1, 'CAT', '301.7 CR'),
      machine(2, 'CAT', '320'),
      machine(8, 'Kubota', 'U17-3'),
    ]);
    expect(options).toEqual([
      {
        group: 'CAT',
        items: [
          { value: 1, label: 'CAT 301.7 CR' },
          { value: 2, label: 'CAT 320' },
        ],
      },
      { group: 'Kubota', items: [{ value: 8, label: 'Kubota U17-3' }] },
    ]);
  });
});
