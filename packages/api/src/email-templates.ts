import {
  passwordReset,
  contactCopy,
  contactShop,
  shopMessage,
  orderStatusChanged,
  paymentReceived,
  paymentReceivedShop,
  quoteRequested,
  quoteRequestedShop,
  companyInvitation,
  approvalRejected,
  approvalRequested,
  approvedForCard,
  invoiceOverdue,
  orderOnAccount,
  orderOnAccountShop,
  staffInvitation,
  backInStock,
  registerEmailTemplates,
} from './mail/index.ts';
import { quoteAccepted, quoteClosed, quoteMessage, quoteSent } from './quotes/index.ts';
import { paymentRefunded } from './refunds/index.ts';
import {
  returnApproved,
  returnRefunded,
  returnRejected,
  returnRequested,
  warrantyClaimed,
  warrantyRefunded,
  warrantyRejected,
  warrantyReplaced,
} from './returns/index.ts';
/** Every e-mail the shop sends, by the name stored in the outbox. */
export const emailTemplates = {
  quoteRequested,
  quoteRequestedShop,
  paymentReceived,
  paymentReceivedShop,
  paymentRefunded,
  returnRequested,
  returnApproved,
  returnRejected,
  returnRefunded,
  warrantyClaimed,
  warrantyReplaced,
  warrantyRejected,
  warrantyRefunded,
  orderStatusChanged,
  passwordReset,
  contactShop,
  contactCopy,
  shopMessage,
  quoteSent,
  quoteMessage,
  quoteAccepted,
  quoteClosed,
  staffInvitation,
  companyInvitation,
  orderOnAccount,
  orderOnAccountShop,
  approvalRequested,
  approvedForCard,
  approvalRejected,
  invoiceOverdue,
  backInStock,
};

type ShopEmailTemplates = typeof emailTemplates;

declare module './mail/registry.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names every template's data
  interface EmailTemplates extends ShopEmailTemplates {}
}

registerEmailTemplates(emailTemplates);
