import { sql, type SQL } from 'drizzle-orm';
import { companyCategoryDiscounts, companyProductPrices, products } from '@buildright/db';

/**
 * A product's price for one unit to a member of `companyId`, in SQL: the pricing rule
 * (shared/pricing.ts) at quantity 1, where volume tiers (from 2 units) play no part. The fixed
 * price wins over the category's percentage; round() on numeric rounds half away from zero,
 * which for prices is half-up, as the rule does. Each product costs two primary-key lookups, so
 * a sort or filter by it reads every candidate: no index can hold a price per company.
 */
export function contractUnitPrice(companyId: number): SQL {
  const fixed = sql`(select ${companyProductPrices.price} from ${companyProductPrices}
    where ${companyProductPrices.companyId} = ${companyId}
      and ${companyProductPrices.productId} = ${products.id})`;
  const discounted = sql`(select round(${products.price} * (100 - ${companyCategoryDiscounts.percentOff}) / 100, 2)
    from ${companyCategoryDiscounts}
    where ${companyCategoryDiscounts.companyId} = ${companyId}
      and ${companyCategoryDiscounts.categoryId} = ${products.categoryId})`;
  return sql`least(coalesce(${products.salePrice}, ${products.price}), coalesce(${fixed}, ${discounted}))`;
}
