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
/** An invoice as it was frozen when it was issued: what it bills, to whom, on what terms. */
export interface IssuedInvoice extends DocumentTotals {
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

/** A credit note: a refund on account of an order paid by invoice, final when it was written. */
export interface DocumentCreditNote {
  number: string; // "CN-000017", from the refund's id
  creditedOn: string; // ISO date
  invoiceNumber: string;
  orderId: number;
  /** The return it pays back ("RMA-000003"), or null. */
  returnNumber: string | null;
  reason: string; // in words: "Return", "Goodwill"
  amount: string;
  /** What exceeded what the invoice still owed and became the company's credit; "0.00" if none. */
  toCompanyCredit: string;
}

/** An invoice as it is drawn: as issued, with what its row says it has received and still owes. */
export interface InvoiceDocument extends IssuedInvoice {
  paid: string;
  /** What credit notes and the company's credit took off it, as the invoice's row keeps it. */
  credited: string;
  balance: string;
  /** Its credit notes, the oldest first. */
  creditNotes: DocumentCreditNote[];
  /** What the company's credit (earlier credit notes' rest) took off it when it was issued. */
  companyCreditTaken: string;
}

/**
 * A company's statement of account: what it owes, invoice by invoice, and what it paid and was
 * credited lately.
 */
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
    credited: string;
    balance: string;
    overdue: boolean;
  }[];
  /** Payments received in the statement's period, the oldest first. */
  payments: { invoiceNumber: string; receivedOn: string; reference: string; amount: string }[];
  /** Credit notes written in the statement's period, the oldest first. */
  creditNotes: DocumentCreditNote[];
  /** What credit notes gave beyond what their invoices owed, not yet taken by an invoice. */
  credit: string;
  /** ISO date the statement's period starts: the payments and credit notes listed are since. */
  since: string;
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
