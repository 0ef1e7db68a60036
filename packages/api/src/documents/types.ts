/** What a quote or invoice PDF shows, as plain values: money as decimal strings ("1299.00"). */
export interface DocumentShop {
  name: string;
  email: string;
  url: string;
  phone: string;
  address: string;
  /** Where invoices and statements ask for payment (a shop setting); the address otherwise. */
  remitToAddress?: string | null;
  /** Bank transfer or ACH details printed under the remit-to. */
  paymentInstructions?: string | null;
}
export interface DocumentParty {
  name: string;
  email: string;
  phone: string | null;
  address: string;
}
export interface DocumentLine {
  name: string;
  sku: string | null;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}
export interface DocumentTotals {
  subtotal: string;
  discount: string; // "0.00" when none
  discountLabel: string | null; // e.g. "Discount (5%)" or "Discount"; null when no discount
  deliveryCharge: string; // "0.00" when none
  total: string;
}
export interface QuoteDocument extends DocumentTotals {
  quoteNumber: string; // "Q-000042"
  revision: number; // 1, 2, ...
  issuedOn: string; // ISO date "2026-11-23"
  validUntil: string; // ISO date "2026-12-07"
  buyer: DocumentParty;
  lines: DocumentLine[];
  note: string | null; // the staff note to the buyer, may have several lines
}
export interface InvoiceDocument extends DocumentTotals {
  invoiceNumber: string; // "INV-000042"
  issuedOn: string; // ISO date
  orderId: number;
  quoteNumber: string | null;
  poNumber: string | null;
  /**
   * How it is paid: 'card' = "Paid by card", 'po' = "Payable on invoice, net 30" with the PO
   * number, 'account' = charged to a company's account on its terms.
   */
  payment: 'card' | 'po' | 'account';
  /** ISO date a purchase-order invoice falls due; absent from invoices issued before it was kept. */
  dueOn?: string | null;
  /** The company's terms on an on-account invoice ("Net 30"). */
  terms?: string | null;
  /** Who placed an on-account order for the company billed. */
  orderedBy?: string | null;
  buyer: DocumentParty;
  lines: DocumentLine[];
}

/** A company's statement of account: what it owes, invoice by invoice, and what it paid lately. */
export interface StatementDocument {
  issuedOn: string; // ISO date
  billTo: DocumentParty;
  terms: string; // "Net 30"
  creditLimit: string;
  balance: string;
  overdue: string;
  available: string;
  invoices: {
    number: string;
    orderId: number;
    issuedOn: string;
    dueOn: string | null;
    amount: string;
    paid: string;
    balance: string;
    overdue: boolean;
  }[];
  /** Payments received in the statement's period, the oldest first. */
  payments: { invoiceNumber: string; receivedOn: string; reference: string; amount: string }[];
  /** ISO date the payments listed start from. */
  paymentsSince: string;
}

/** A return slip: what the buyer packs with the items they send back, and where to send them. */
export interface ReturnSlipDocument {
  returnNumber: string; // "RMA-000042"
  orderId: number;
  issuedOn: string; // ISO date the return was approved
  reason: string; // in words: "Arrived damaged"
  buyer: DocumentParty;
  lines: { name: string; sku: string | null; quantity: number }[];
  /** Where to send the parcel, as staff set it; null: the shop's address. */
  returnAddress: string | null;
}
