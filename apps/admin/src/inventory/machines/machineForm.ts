import {
  machineModelInput,
  type CouplerType,
  type MachineModel,
  type MachineModelValues,
} from '@buildright/api/shared';
import { schemaErrors } from '../../lib/validate.ts';
import { optionalKg, tonnesFromKg } from '../tonnes.ts';

/** What the machine form edits; number inputs hold a number, or '' while empty. */
export interface MachineFormValues {
  make: string;
  model: string;
  operatingWeightTonnes: number | string;
  pinDiameterMm: number | string;
  coupler: CouplerType | null;
}

export const emptyMachineValues: MachineFormValues = {
  make: '',
  model: '',
  operatingWeightTonnes: '',
  pinDiameterMm: '',
  coupler: null,
};

export function valuesFromMachine(machine: MachineModel): MachineFormValues {
  return {
    make: machine.make,
    model: machine.model,
    operatingWeightTonnes: tonnesFromKg(machine.operatingWeightKg),
    pinDiameterMm: machine.pinDiameterMm ?? '',
    coupler: machine.coupler,
  };
}

/** The values as sent; a blank left undefined so the shared schema names what is missing. */
function toDraft(values: MachineFormValues) {
  return {
    make: values.make,
    model: values.model,
    operatingWeightKg: optionalKg(values.operatingWeightTonnes),
    pinDiameterMm: typeof values.pinDiameterMm === 'number' ? values.pinDiameterMm : null,
    coupler: values.coupler ?? undefined,
  };
}

/** The API's field names for the weight and what the form calls them (it edits tonnes). */
export function machineFieldErrors(errors: Record<string, string>): Record<string, string> {
  const { operatingWeightKg, ...rest } = errors;
  return operatingWeightKg ? { ...rest, operatingWeightTonnes: operatingWeightKg } : rest;
}

/** The shared machine rules, checked before anything is sent. */
export function validateMachine(values: MachineFormValues): Record<string, string> {
  const errors = machineFieldErrors(schemaErrors(machineModelInput, toDraft(values)));
  if (values.operatingWeightTonnes === '') {
    errors.operatingWeightTonnes = 'Operating weight is required';
  }
  if (values.coupler === null) errors.coupler = 'Please choose a coupler';
  return errors;
}

/** The values the API takes; only for values validateMachine passed. */
export function toMachineValues(values: MachineFormValues): MachineModelValues {
  return machineModelInput.parse(toDraft(values));
}
