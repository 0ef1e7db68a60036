import type { ShopIdentity } from '../mail/template.ts';
import { SHOP_CONTACT } from '../contact/shared/shop-contact.ts';
import type { DocumentShop } from './types.ts';

/** The shop as its documents name it: who it is, and how to reach it. */
export const documentShop = (shop: ShopIdentity): DocumentShop => ({
  ...shop,
  phone: SHOP_CONTACT.phone,
  address: SHOP_CONTACT.location,
});
