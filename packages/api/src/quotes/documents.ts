import { documentShop, type QuoteDocument } from '../documents/index.ts';
import { SHOP_NAME } from '../contact/shared/shop-contact.ts';
import { isoDate } from './shared/quotes.ts';
import type { BuyerQuote, QuoteRevisionView } from './read.ts';

/** The shop as this server's documents name it. */
export const shopOf = (settings: { shopEmail: string; publicUrl: string }) =>
  documentShop({ name: SHOP_NAME, email: settings.shopEmail, url: settings.publicUrl });

/** A sent revision as its PDF shows it. */
export function quoteDocumentOf(
  quote: Pick<BuyerQuote, 'number' | 'buyer'>,
  revision: QuoteRevisionView,
): QuoteDocument {
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
