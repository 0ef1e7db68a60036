import { formatCalendarDay } from '../../shared/calendar-day.ts';
import { formatMoney } from '../../shared/money.ts';
import {
  EmailLayout,
  ActionButton,
  LinesTable,
  Paragraph,
  defineTemplate,
} from '../../mail/index.ts';
import { renderQuotePdf, documentShop, type QuoteDocument } from '../../documents/index.ts';
import { NET_TERMS_DAYS } from '../shared/quotes.ts';
import type { QuoteSpecSheet } from '../spec-sheets.ts';
import { SpecSheetList, specSheetAttachments } from './spec-sheets.tsx';

const formatDay = (isoDay: string) => formatCalendarDay(isoDay, 'long');

/**
 * The buyer's priced quote, with the link to answer it and the PDF, drawn when it is sent, and
 * the quoted products' spec sheets (e-mails queued before they existed have none).
 */
export const quoteSent = defineTemplate<{
  document: QuoteDocument;
  url: string;
  specSheets?: QuoteSpecSheet[];
}>({
  subject: ({ document }) =>
    document.revision === 1
      ? `Your quote ${document.quoteNumber} is ready`
      : `Your quote ${document.quoteNumber}, revision ${document.revision}`,
  render: ({ document, url, specSheets = [] }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`${formatMoney(document.total)}, valid until ${formatDay(document.validUntil)}`}
      heading={`Quote ${document.quoteNumber} · Revision ${document.revision}`}
    >
      <Paragraph>Hello {document.buyer.name},</Paragraph>
      <Paragraph>
        {document.revision === 1
          ? 'Thank you for your request. Here is our quote.'
          : 'Here is the revised quote you asked for.'}{' '}
        It is valid until {formatDay(document.validUntil)}; the PDF is attached.
      </Paragraph>
      <LinesTable lines={document.lines} charges={document} />
      {document.note && <Paragraph>{document.note}</Paragraph>}
      <SpecSheetList sheets={specSheets} shop={shop} />
      <ActionButton href={url}>Review and accept the quote</ActionButton>
      <Paragraph>
        From the quote page you can accept it and pay by card, accept it with a purchase order, ask
        for changes or decline it.
      </Paragraph>
    </EmailLayout>
  ),
  attachments: async ({ document, specSheets = [] }, shop, files) => [
    {
      filename: `${document.quoteNumber}-rev${document.revision}.pdf`,
      contentType: 'application/pdf',
      content: await renderQuotePdf(document, documentShop(shop)),
    },
    ...(await specSheetAttachments(specSheets, files)),
  ],
});

export type QuoteMessageKind = 'message' | 'changes';

/** A new message on a quote, to the side that did not write it. */
export const quoteMessage = defineTemplate<{
  number: string;
  buyerName: string;
  /** Who wrote it; the e-mail goes to the other side. */
  from: 'buyer' | 'staff';
  kind: QuoteMessageKind;
  body: string;
  url: string;
}>({
  subject: ({ number, kind, from }) =>
    kind === 'changes'
      ? `Changes asked for on quote ${number}`
      : from === 'buyer'
        ? `New message from the buyer on quote ${number}`
        : `New message about your quote ${number}`,
  render: ({ number, buyerName, from, kind, body, url }, shop) => (
    <EmailLayout
      shop={shop}
      preview={body.slice(0, 90)}
      heading={kind === 'changes' ? 'Changes requested' : `A message about quote ${number}`}
    >
      <Paragraph>
        {from === 'buyer'
          ? `${buyerName} wrote about quote ${number}:`
          : `Our sales team wrote about your quote ${number}:`}
      </Paragraph>
      <Paragraph>{body}</Paragraph>
      <ActionButton href={url}>
        {from === 'buyer' ? 'Open the quote' : 'Reply on the quote page'}
      </ActionButton>
    </EmailLayout>
  ),
});

function acceptedPayment(data: {
  method: 'card' | 'po' | 'account';
  poNumber: string | null;
  account?: { companyName: string; terms: string; awaitingApproval: string | null };
  awaitingApproval?: string;
}): string {
  if (data.method === 'po') {
    const order = `Purchase order ${data.poNumber}: payable on invoice, net ${NET_TERMS_DAYS}.`;
    return data.awaitingApproval
      ? `${order} It waits for your company's approval (${data.awaitingApproval.toLowerCase()}); it is invoiced once approved.`
      : `${order} The invoice is on the quote page.`;
  }
  if (data.method === 'card' || !data.account) return 'Paid by card.';
  const { companyName, terms, awaitingApproval } = data.account;
  return awaitingApproval
    ? `On ${companyName}'s account, ${terms}. It waits for the company's approval (${awaitingApproval.toLowerCase()}); it is invoiced once approved.`
    : `On ${companyName}'s account, invoiced on ${terms} terms. The invoice is on the quote page.`;
}

/** The buyer accepted: their confirmation, or the sales team's notice. */
export const quoteAccepted = defineTemplate<{
  audience: 'buyer' | 'staff';
  number: string;
  buyerName: string;
  orderId: number;
  method: 'card' | 'po' | 'account';
  poNumber: string | null;
  total: string;
  url: string;
  /** On the company's account: the company, its terms, and why it awaits approval (or null). */
  account?: { companyName: string; terms: string; awaitingApproval: string | null };
  /** A purchase order past the buyer's limits: why it waits for the company's approval. */
  awaitingApproval?: string;
}>({
  subject: ({ audience, number, orderId }) =>
    audience === 'buyer'
      ? `Order #${orderId} confirmed: quote ${number} accepted`
      : `Quote ${number} accepted (order #${orderId})`,
  render: (data, shop) => (
    <EmailLayout
      shop={shop}
      preview={`${formatMoney(data.total)} · order #${data.orderId}`}
      heading="Quote accepted"
    >
      <Paragraph>
        {data.audience === 'buyer'
          ? `Thank you, ${data.buyerName}. You accepted quote ${data.number}; it is now order #${data.orderId} for ${formatMoney(data.total)}.`
          : `${data.buyerName} accepted quote ${data.number}: order #${data.orderId} for ${formatMoney(data.total)}.`}
      </Paragraph>
      <Paragraph>{acceptedPayment(data)}</Paragraph>
      <ActionButton href={data.url}>
        {data.audience === 'buyer' ? 'View the quote and invoice' : 'Open the quote'}
      </ActionButton>
    </EmailLayout>
  ),
});

export type QuoteClosedReason = 'declined' | 'expired' | 'withdrawn';

const closedHeadings: Record<QuoteClosedReason, string> = {
  declined: 'Quote declined',
  expired: 'Quote expired',
  withdrawn: 'Quote withdrawn',
};

/** A quote closed without an order: declined by the buyer, expired, or withdrawn by staff. */
export const quoteClosed = defineTemplate<{
  audience: 'buyer' | 'staff';
  reason: QuoteClosedReason;
  number: string;
  buyerName: string;
  /** The buyer's reason for declining, when given. */
  message: string | null;
  url: string;
}>({
  subject: ({ reason, number }) => `Quote ${number} ${reason}`,
  render: (data, shop) => (
    <EmailLayout
      shop={shop}
      preview={closedHeadings[data.reason]}
      heading={closedHeadings[data.reason]}
    >
      <Paragraph>
        {data.reason === 'declined'
          ? `${data.buyerName} declined quote ${data.number}.`
          : data.reason === 'expired'
            ? `Quote ${data.number} has passed its validity date; the reserved equipment is released.`
            : `Our sales team has withdrawn quote ${data.number}.`}
      </Paragraph>
      {data.message && <Paragraph>{data.message}</Paragraph>}
      {data.audience === 'buyer' && (
        <Paragraph>
          If you still need the equipment, reply to this e-mail and we will prepare a new quote.
        </Paragraph>
      )}
      <ActionButton href={data.url}>Open the quote</ActionButton>
    </EmailLayout>
  ),
});
