import type { CouplerType } from '../domain.ts';

interface DemoMachine {
  make: string;
  model: string;
  operatingWeightKg: number;
  /** Skid steers mount by their quick attach plate and have none. */
  pinDiameterMm: number | null;
  coupler: CouplerType;
}

const machine = (
  make: string,
  model: string,
  operatingWeightKg: number,
  pinDiameterMm: number | null,
  coupler: CouplerType,
): DemoMachine => ({ make, model, operatingWeightKg, pinDiameterMm, coupler });

/** Real makes and models with plausible operating weights, pin diameters and couplers. */
export const demoMachines: DemoMachine[] = [
  machine('CAT', '301.7 CR', 1_700, 35, 'pin-on'),
  machine('CAT', '302.7 CR', 2_700, 40, 'mechanical'),
  machine('CAT', '305 CR', 5_100, 45, 'mechanical'),
  machine('CAT', '308 CR', 8_300, 55, 'hydraulic'),
  machine('CAT', '313 GC', 13_500, 65, 'hydraulic'),
  machine('CAT', '320', 22_500, 80, 'hydraulic'),
  machine('CAT', '262D3', 3_800, null, 'skid-steer'),
  machine('Kubota', 'U17-3', 1_700, 35, 'pin-on'),
  machine('Kubota', 'KX030-4', 3_000, 40, 'mechanical'),
  machine('Kubota', 'KX040-4', 4_200, 40, 'mechanical'),
  machine('Kubota', 'U55-5', 5_500, 45, 'mechanical'),
  machine('Kubota', 'KX080-4', 8_200, 50, 'hydraulic'),
  machine('Bobcat', 'E10z', 1_100, 25, 'pin-on'),
  machine('Bobcat', 'E20z', 2_000, 35, 'pin-on'),
  machine('Bobcat', 'E35z', 3_500, 40, 'mechanical'),
  machine('Bobcat', 'E50z', 5_000, 45, 'mechanical'),
  machine('Bobcat', 'E85', 8_500, 55, 'hydraulic'),
  machine('Bobcat', 'S650', 3_900, null, 'skid-steer'),
  machine('Komatsu', 'PC18MR-5', 1_800, 35, 'pin-on'),
  machine('Komatsu', 'PC30MR-5', 3_100, 40, 'mechanical'),
  machine('Komatsu', 'PC55MR-8', 5_400, 45, 'mechanical'),
  machine('Komatsu', 'PC88MR-11', 8_600, 55, 'hydraulic'),
  machine('Komatsu', 'PC210LC-11', 22_000, 80, 'hydraulic'),
  machine('Takeuchi', 'TB216', 1_600, 35, 'pin-on'),
  machine('Takeuchi', 'TB230', 3_000, 40, 'mechanical'),
  machine('Takeuchi', 'TB260', 5_800, 45, 'mechanical'),
  machine('Takeuchi', 'TB290', 8_900, 55, 'hydraulic'),
  machine('Takeuchi', 'TL8', 4_100, null, 'skid-steer'),
  machine('JCB', '16C-1', 1_600, 35, 'pin-on'),
  machine('JCB', '48Z-1', 4_800, 45, 'mechanical'),
  machine('JCB', '86C-2', 8_500, 55, 'hydraulic'),
  machine('JCB', 'JS130', 13_500, 65, 'hydraulic'),
  machine('JCB', '220X', 22_000, 80, 'hydraulic'),
  machine('Volvo', 'ECR18E', 1_800, 35, 'pin-on'),
  machine('Volvo', 'EC27', 2_700, 40, 'mechanical'),
  machine('Volvo', 'ECR58F', 5_800, 45, 'mechanical'),
  machine('Volvo', 'ECR88D', 8_800, 55, 'hydraulic'),
  machine('Volvo', 'EC220E', 22_000, 80, 'hydraulic'),
];

interface DemoFitment {
  /** Each part that is given must hold; weights in kg. */
  rule?: {
    minWeightKg?: number;
    maxWeightKg?: number;
    pinMm?: number;
    coupler?: CouplerType;
  };
  /** "Make Model" of machines listed by name, whatever the rule says. */
  models?: string[];
}

/** Fitment of every attachment in the demo catalogue, by product name; the rest is universal. */
export const demoFitments: Record<string, DemoFitment> = {
  'Heavy-Duty Digging Bucket 24"': { rule: { minWeightKg: 5_000, maxWeightKg: 8_000 } },
  'Hydraulic Thumb Kit for Mini Excavators': { rule: { minWeightKg: 1_500, maxWeightKg: 4_000 } },
  'Hydraulic Quick Coupler QC-20': {
    rule: { minWeightKg: 13_000, maxWeightKg: 20_000 },
    models: ['CAT 320', 'Komatsu PC210LC-11', 'Volvo EC220E'],
  },
  'HB-900 Hydraulic Breaker Hammer': { rule: { minWeightKg: 6_000, maxWeightKg: 9_000 } },
  'Single-Shank Ripper Tooth': { rule: { minWeightKg: 3_000, maxWeightKg: 20_000 } },
  'Ditch Cleaning Bucket 60"': {
    models: ['Kubota KX080-4', 'CAT 308 CR', 'Takeuchi TB290', 'Volvo ECR88D', 'JCB 86C-2'],
  },
  'Earth Auger Drive with 12" Bit': {
    rule: { coupler: 'skid-steer' },
    models: ['Bobcat E35z', 'Kubota KX040-4', 'CAT 305 CR'],
  },
};
