export {
  buyerUnitPrices,
  companyOfCustomer,
  hasMemberPrices,
  memberPrices,
  type MemberPrice,
} from './buyer-prices.ts';
export { priceCart, type PricedCart } from './cart-prices.ts';
export { rewriteCompanyMemberPrices, rewriteProductMemberPrices } from './member-price-model.ts';
