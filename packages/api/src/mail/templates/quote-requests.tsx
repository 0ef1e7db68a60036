import { adminPaths, adminUrl } from '../../shared/admin-paths.ts';
import { formatMoney } from '../../shared/money.ts';
import { EmailLayout } from '../layout.tsx';
import { ActionButton, Details, LinesTable, Paragraph } from '../parts.tsx';
import { defineTemplate } from '../template.ts';
import { chargesOf, customerRows, orderPageUrl, type EmailOrder } from './orders.tsx';

/** A quote request as its e-mails name it: by its quote number (Q-000007), never its order id. */
interface QuoteRequestData {
  order: EmailOrder;
  quote: { id: number; number: string };
}

/**
 * The buyer's acknowledgement of a quote request. The address was typed by whoever placed it and
 * nobody has checked it yet, so the e-mail carries only the shop's words and catalogue lines:
 * no name, phone or address text the requester chose, which would make the shop a relay for
 * anyone's text to anyone's inbox. The sales team's call confirms the delivery details.
 */
export const quoteRequested = defineTemplate<QuoteRequestData>({
  subject: ({ quote }) => `We received your quote request ${quote.number}`,
  render: ({ order, quote }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`Quote request ${quote.number}: ${formatMoney(order.total)}`}
      heading="Thank you for your quote request"
    >
      <Paragraph>
        We received your quote request {quote.number}. Our sales team will contact you within 24
        hours with a final quote and to confirm delivery details.
      </Paragraph>
      <LinesTable lines={order.lines} charges={chargesOf(order)} />
      <ActionButton href={orderPageUrl(order, shop)}>View your quote request</ActionButton>
      <Paragraph>
        If you did not request this quote, someone else entered this address in our shop; reply to
        this e-mail and we will cancel it.
      </Paragraph>
    </EmailLayout>
  ),
});

/** The sales team's notice, with the customer's details and the quote to price. */
export const quoteRequestedShop = defineTemplate<QuoteRequestData>({
  subject: ({ quote }) => `New quote request ${quote.number}`,
  render: ({ order, quote }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`${order.customerName}: ${formatMoney(order.total)}`}
      heading={`New quote request ${quote.number}`}
    >
      <Paragraph>A quote request came in. Please contact the customer within 24 hours.</Paragraph>
      <LinesTable lines={order.lines} charges={chargesOf(order)} />
      <Details rows={customerRows(order)} />
      <ActionButton href={adminUrl(shop.url, adminPaths.quote(quote.id))}>
        Open the quote request
      </ActionButton>
    </EmailLayout>
  ),
});
