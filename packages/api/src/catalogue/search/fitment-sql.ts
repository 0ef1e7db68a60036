import { and, eq, isNotNull, isNull, lte, gte, or, sql, type SQL } from 'drizzle-orm';
import { productFitments, products } from '@buildright/db';
import type { MachineModel } from '../shared/fitment.ts';

/** Products that fit a machine, in SQL: the same answer as fitVerdict (shared/fitment.ts). */
export function fitsMachine(machine: MachineModel): SQL {
  const ruleHasAPart = or(
    isNotNull(products.fitMinWeightKg),
    isNotNull(products.fitMaxWeightKg),
    isNotNull(products.fitPinMm),
    isNotNull(products.fitCoupler),
  );
  const ruleAdmits = and(
    ruleHasAPart,
    or(isNull(products.fitMinWeightKg), lte(products.fitMinWeightKg, machine.operatingWeightKg)),
    or(isNull(products.fitMaxWeightKg), gte(products.fitMaxWeightKg, machine.operatingWeightKg)),
    machine.pinDiameterMm === null
      ? isNull(products.fitPinMm)
      : or(isNull(products.fitPinMm), eq(products.fitPinMm, machine.pinDiameterMm)),
    or(isNull(products.fitCoupler), eq(products.fitCoupler, machine.coupler)),
  );
  // IN, not EXISTS: the planner then costs one hashed read of the machine's list instead of a
  // lookup per product, which had it read every active product through an index first.
  const listed = sql`${products.id} in (select ${productFitments.productId} from ${productFitments} where ${productFitments.machineModelId} = ${machine.id})`;
  return or(eq(products.fitsUniversal, true), listed, ruleAdmits)!;
}
