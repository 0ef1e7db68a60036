/** Value sets and JSON shapes stored in the database; no imports, so browsers can use them too. */
/**
 * Staff set the five of SPEC §4. A company buyer's order past their limit is placed awaiting
 * approval, and leaves it only by the company's approver or by being cancelled.
 */
export const orderStatuses = [
  'awaiting_approval',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * 'po': a quote accepted with the buyer's purchase order, payable on invoice. 'account': a
 * company member's order on the company's net terms, payable by its invoice's due date.
 */
export const paymentMethods = ['card', 'quote', 'po', 'account'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Who carries a shipment; 'other' has no tracking page the shop knows. */
export const trackingCarriers = ['ups', 'fedex', 'usps', 'dhl', 'other'] as const;
export type TrackingCarrier = (typeof trackingCarriers)[number];

/**
 * Where an order's payment stands; only the api's orders/shared/payment-lifecycle.ts moves it.
 * A card attempt cancelled with its order is 'cancelled'; a refund of part of a paid order is
 * 'partly_refunded'.
 */
export const paymentStatuses = [
  'unpaid',
  'pending',
  'paid',
  'failed',
  'cancelled',
  'partly_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * Where a refund stands: asked of the provider (or recorded as a credit note, which is final at
 * once), then confirmed or refused by it. Only the api's refunds/shared/refunds.ts moves it.
 */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** How the money goes back: to the card it was paid with, or as a credit note on the invoice. */
export const refundMethods = ['card', 'on_account'] as const;
export type RefundMethod = (typeof refundMethods)[number];

/**
 * Why staff gave money back outside a return. A cancellation refunds what is left of the order
 * and undoes its sale; the others lower what it earned.
 */
export const refundReasons = ['goodwill', 'price_adjustment', 'cancellation'] as const;
/** A refund's reason: one of staff's, or `return` for a received return's refund. */
export type RefundReason = (typeof refundReasons)[number] | 'return';

/**
 * Where a return request (RMA) stands; only the api's returns/shared/returns.ts moves it.
 * A return: requested → approved | rejected; approved → received; received → refunded | closed.
 * A warranty claim: requested → replaced | refunded | rejected. The buyer may cancel while
 * requested.
 */
export const returnStatuses = [
  'requested',
  'approved',
  'rejected',
  'received',
  'replaced',
  'refunded',
  'closed',
  'cancelled',
] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/**
 * What a buyer asks for: a return within the return window, or a warranty claim for a defective
 * item after it and within two years of delivery.
 */
export const returnKinds = ['return', 'warranty'] as const;
export type ReturnKind = (typeof returnKinds)[number];

/** Why a buyer returns lines; `other` asks for the buyer's words. */
export const returnReasons = ['damaged', 'defective', 'wrong_item', 'not_needed', 'other'] as const;
export type ReturnReason = (typeof returnReasons)[number];

/** The restocking fee per return reason, in whole percent of the received lines' value. */
export type RestockingFees = Record<ReturnReason, number>;

/**
 * The part of a refund that falls on one line of its order, for the dashboard's best sellers:
 * `cents` of the line's revenue given back and `units` no longer sold (a cancellation's).
 */
export interface RefundLine {
  /** The order line (order_items.id). */
  itemId: number;
  /** Null when the line's product is gone; its name then stands for it. */
  productId: number | null;
  name: string;
  units: number;
  cents: number;
}

export interface ProductImage {
  url: string;
  /** 0-based; the lowest is the primary image. */
  order: number;
  alt?: string;
}

/**
 * Where a quote stands. requested → quoted → accepted → ordered; from quoted also
 * changes_requested (back to staff), declined, expired and withdrawn.
 */
export const quoteStatuses = [
  'requested',
  'quoted',
  'changes_requested',
  'accepted',
  'ordered',
  'declined',
  'expired',
  'withdrawn',
] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** A line of a quote revision, frozen when the revision was written. */
export interface QuoteLine {
  productId: number;
  name: string;
  sku: string;
  category: string;
  imageUrl: string | null;
  /** Decimal string, e.g. "1299.00". */
  unitPrice: string;
  quantity: number;
}

export type QuoteDiscount =
  { type: 'amount'; amount: string } | { type: 'percent'; percent: string };

export type QuoteMessageAuthor = 'buyer' | 'staff';
export type QuoteMessageKind = 'message' | 'changes' | 'decline';

/** How an attachment mounts on a machine; a fitment rule may require one. */
export const couplerTypes = [
  'pin-on',
  'hydraulic',
  'mechanical',
  'tiltrotator',
  'skid-steer',
] as const;
export type CouplerType = (typeof couplerTypes)[number];

/**
 * Where a customer's product review stands: written (or changed) and waiting for staff, shown
 * on the product page, or kept from it.
 */
export const reviewStatuses = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** What a staff member may do follows from the role (see @buildright/api shared/staff.ts). */
export const staffRoles = ['owner', 'manager', 'sales', 'warehouse'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What a PDF attached to a product is; the shop shows each kind's label beside its title. */
export const productDocumentKinds = [
  'spec_sheet',
  'safety_data_sheet',
  'manual',
  'installation_guide',
] as const;
export type ProductDocumentKind = (typeof productDocumentKinds)[number];

/** The kinds of record the activity log speaks of. */
export const auditEntityTypes = [
  'product',
  'category',
  'machine',
  'order',
  'quote',
  'staff',
  'settings',
  'sign-in',
  'company',
  'invoice',
  'review',
  'contact',
  'return',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditActions = [
  'product.created',
  'product.updated',
  'product.deleted',
  'product.stock_set',
  'product.imported',
  'category.created',
  'category.updated',
  'category.deleted',
  'machine.created',
  'machine.updated',
  'machine.deleted',
  'order.updated',
  'order.hold_released',
  'order.deleted',
  'order.approved',
  'order.refunded',
  'order.rejected',
  'return.requested',
  'return.approved',
  'return.rejected',
  'return.received',
  'return.refunded',
  'return.closed',
  'return.cancelled',
  'warranty.requested',
  'warranty.rejected',
  'warranty.replaced',
  'warranty.refunded',
  'warranty.cancelled',
  'quote.draft_saved',
  'quote.sent',
  'quote.withdrawn',
  'quote.message_posted',
  'staff.invited',
  'staff.invitation_revoked',
  'staff.joined',
  'staff.role_changed',
  'staff.disabled',
  'staff.enabled',
  'settings.updated',
  'company.created',
  'company.updated',
  'company.member_invited',
  'company.member_joined',
  'company.member_changed',
  'company.member_removed',
  'company.invitation_revoked',
  'company.address_added',
  'company.address_changed',
  'company.address_removed',
  'company.price_list_changed',
  'invoice.payment_recorded',
  'review.published',
  'review.hidden',
  'contact.handled',
  'contact.reopened',
  'sign-in.succeeded',
  'sign-in.failed',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One field of a record as it was before a change and after it (null: absent). */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** A member's part in a company: members and limits, approving spend, or buying. */
export const companyRoles = ['admin', 'approver', 'buyer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** When a company on account pays its invoices: not on account, or 15, 30 or 60 days net. */
export const paymentTermsOptions = ['none', 'net15', 'net30', 'net60'] as const;
export type PaymentTerms = (typeof paymentTermsOptions)[number];
