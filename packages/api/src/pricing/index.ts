export {
  companyOfCustomer,
  type MemberPrice,
  memberPrices,
  priceListTermsOf,
  priceTermsFor,
  type ProductPriceTerms,
  unitCentsWithTerms,
} from './buyer-prices.ts';
export { priceCart, type PricedCart } from './cart-prices.ts';
