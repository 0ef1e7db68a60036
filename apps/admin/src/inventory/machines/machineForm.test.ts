import { describe, expect, it } from 'vitest';
import type { MachineModel } from '@buildright/api/shared';
import {
  emptyMachineValues,
  machineFieldErrors,
  toMachineValues,
  validateMachine,
  valuesFromMachine,
} from './machineForm.ts';

const excavator: MachineModel = {
  id: 12,
  make: 'Kubota',
  model: 'KX080-4',
  operatingWeightKg: 8200,
  pinDiameterMm: 50,
  coupler: 'hydraulic',
};

describe('machine form values', () => {
  it('asks for every required field', () => {
    expect(validateMachine(emptyMachineValues)).toEqual({
      make: 'Make is required',
      model: 'Model is required',
      operatingWeightTonnes: 'Operating weight is required',
      coupler: 'Please choose a coupler',
    });
  });

  it('shows the weight in tonnes and sends it in kilograms', () => {
    const values = valuesFromMachine(excavator);
    expect(values.operatingWeightTonnes).toBe(8.2);
    expect(validateMachine(values)).toEqual({});
    const { id: _id, ...sent } = excavator;
    expect(toMachineValues(values)).toEqual(sent);
  });

  it('sends a machine without a pin (a skid steer) with a null pin diameter', () => {
    const skidSteer = {
      ...excavator,
      model: 'S650',
      pinDiameterMm: null,
      coupler: 'skid-steer' as const,
    };
    const values = valuesFromMachine(skidSteer);
    expect(values.pinDiameterMm).toBe('');
    expect(toMachineValues(values).pinDiameterMm).toBeNull();
  });

  it('puts the shared rules on the fields the form shows', () => {
    const values = {
      ...valuesFromMachine(excavator),
      operatingWeightTonnes: 0,
      pinDiameterMm: 600,
    };
    expect(validateMachine(values)).toEqual({
      operatingWeightTonnes: 'Operating weight must be above 0',
      pinDiameterMm: 'Pin diameter must be at most 500 mm',
    });
  });

  it('moves the server’s weight message onto the tonnes input', () => {
    expect(machineFieldErrors({ operatingWeightKg: 'Too heavy', make: 'Taken' })).toEqual({
      operatingWeightTonnes: 'Too heavy',
      make: 'Taken',
    });
  });
});
