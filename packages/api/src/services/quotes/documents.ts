import type { DocumentShop, QuoteDocument } from '../../documents/types.ts';
import { SHOP_CONTACT, SHOP_NAME } from '../../shared/shop-contact.ts';
import { isoDate } from '../../shared/quotes.ts';
import type { BuyerQuote, QuoteRevisionView } from './read.ts';

/** The shop as its documents name it. */
export function documentShop(settings: { shopEmail: string; publicUrl: string }): DocumentShop {
  return {
    name: SHOP_NAME,
    email: settings.shopEmail,
    url: settings.publicUrl,
    phone: SHOP_CONTACT.phone,
    address: SHOP_CONTACT.location,
  };
}

/** A sent revision as its PDF shows it. */
export function quoteDocumentOf(quote: BuyerQuote, revision: QuoteRevisionView): QuoteDocument {
  return {
    quoteNumber: quote.number,
    revision: revision.number,
    issuedOn: isoDate(revision.sentAt ?? revision.createdAt),
    validUntil: revision.validUntil,
    buyer: quote.buyer,
    lines: revision.lines.map(({ name, sku, quantity, unitPrice, lineTotal }) => ({
      name,
      sku,
      quantity,
      unitPrice,
      lineTotal,
    })),
    subtotal: revision.subtotal,
    discount: revision.discount,
    discountLabel: revision.discountLabel,
    deliveryCharge: revision.deliveryCharge,
    total: revision.total,
    note: revision.note,
  };
}
