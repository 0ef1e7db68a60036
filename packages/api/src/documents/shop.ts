import type { Database } from '@buildright/db';
import type { ShopIdentity } from '../mail/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { SHOP_CONTACT } from '../contact/shared/shop-contact.ts';
import type { DocumentShop } from './types.ts';

/** The shop as its documents name it: who it is, and how to reach it. */
export const documentShop = (shop: ShopIdentity): DocumentShop => ({
  ...shop,
  phone: SHOP_CONTACT.phone,
  address: SHOP_CONTACT.location,
});

/** The shop as a document asking for payment names it: with the remit-to staff set. */
export async function payableShop(db: Database, shop: DocumentShop): Promise<DocumentShop> {
  const { remitToAddress, paymentInstructions } = await getShopSettings(db);
  return { ...shop, remitToAddress, paymentInstructions };
}

/**
 * Where and how an invoice or a statement is paid: the remit-to address staff set (else the
 * shop's), the payment instructions, and what to quote with the payment.
 */
export function remitToText(shop: DocumentShop, quote: string): string {
  return [
    shop.name,
    shop.remitToAddress ?? shop.address,
    ...(shop.paymentInstructions ? [shop.paymentInstructions] : []),
    `Please quote ${quote} with your payment. Questions: ${shop.email}, ${shop.phone}.`,
  ].join('\n');
}
