export {
  buyerUnitPrices,
  companyOfCustomer,
  memberPrices,
  priceListTermsOf,
  type MemberPrice,
} from './buyer-prices.ts';
export { priceCart, type PricedCart } from './cart-prices.ts';
