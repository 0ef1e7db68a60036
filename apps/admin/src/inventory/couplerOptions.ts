import { couplerLabels, couplerTypes, type CouplerType } from '@buildright/api/shared';

/** The couplers as a select's options, in the shared order and words. */
export const couplerOptions: { value: CouplerType; label: string }[] = couplerTypes.map((type) => ({
  value: type,
  label: couplerLabels[type],
}));
