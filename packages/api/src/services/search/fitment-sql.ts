import { and, eq, exists, isNotNull, isNull, lte, gte, or, sql, type SQL } from 'drizzle-orm';
import { productFitments, products } from '@buildright/db';
import type { MachineModel } from '../../shared/fitment.ts';

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
  const listed = exists(
    sql`(select 1 from ${productFitments} where ${productFitments.productId} = ${products.id} and ${productFitments.machineModelId} = ${machine.id})`,
  );
  return or(eq(products.fitsUniversal, true), listed, ruleAdmits)!;
}
