import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  customType,
  primaryKey,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  AuditAction,
  AuditChange,
  AuditEntityType,
  CompanyRole,
  CouplerType,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  PaymentTerms,
  ProductDocumentKind,
  ProductImage,
  QuoteDiscount,
  QuoteLine,
  QuoteMessageAuthor,
  QuoteMessageKind,
  QuoteStatus,
  RefundLine,
  RefundMethod,
  RefundReason,
  RefundStatus,
  RestockingFees,
  ReturnKind,
  ReturnReason,
  ReturnStatus,
  ReviewStatus,
  StaffRole,
  TrackingCarrier,
} from './domain.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
/** Maintained by the database (see migration 0007); the application never writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Identity-provider users (SPEC §3). Kept for the documented shape; local accounts sign in. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

/**
 * Rate-limit counters (sign-in, registration, contact, password reset), one row per bucket and
 * client, shared by every server process; the shape rate-limiter-flexible's Drizzle store uses.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    password: text('password').notNull(),
    /** SPEC §3: 'admin' for every staff account; what each may do is `staffRole`. */
    role: text('role').notNull().default('admin'),
    /** Where a password reset is sent; staff without one ask the owner for a new password. */
    email: text('email'),
    /** owner, manager, sales or warehouse (shared/staff.ts); the first admin is the owner. */
    staffRole: text('staff_role').$type<StaffRole>().notNull().default('owner'),
    /** Set while the owner has disabled the account: it cannot sign in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_users_email_key').on(sql`lower(${t.email})`),
    check(
      'admin_users_staff_role_check',
      sql`${t.staffRole} in ('owner', 'manager', 'sales', 'warehouse')`,
    ),
  ],
);

/**
 * An invitation the owner sent to join the staff: a one-time link (only its hash is kept) with
 * which the person chooses a username and password. Accepted or revoked ones are kept for the
 * staff list's history.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    staffRole: text('staff_role').$type<StaffRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedBy: integer('accepted_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open invitation per address: a new one replaces it.
    uniqueIndex('staff_invitations_open_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
);

/**
 * What staff changed and who did it: written in the same transaction as the change, never
 * changed or deleted (a trigger refuses both, see migration 0009). `changes` holds the fields
 * that changed, each with its value before and after.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a failed sign-in with an unknown username. */
    actorId: integer('actor_id').references(() => adminUsers.id),
    /** The username at the time (or the one a failed sign-in tried). */
    actorName: text('actor_name').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    entityType: text('entity_type').$type<AuditEntityType>().notNull(),
    entityId: integer('entity_id'),
    /** What the record was called at the time: a product's name, "Order #12". */
    entityLabel: text('entity_label'),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    ip: text('ip'),
  },
  (t) => [
    // Newest first, read backwards (see orders): whole, or by one kind, record or staff member.
    index('audit_entries_at_idx').on(t.at, t.id),
    index('audit_entries_entity_type_idx').on(t.entityType, t.at, t.id),
    index('audit_entries_entity_idx').on(t.entityType, t.entityId, t.at, t.id),
    index('audit_entries_actor_idx').on(t.actorId, t.at, t.id),
  ],
);

export const localUsers = pgTable(
  'local_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password: text('password').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    company: text('company'),
    createdAt: createdAt(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Bob" and "bob" are the same person signing in.
    uniqueIndex('local_users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('local_users_email_key').on(sql`lower(${t.email})`),
    // The staff's customer list: newest first (read backwards), and found by any part of the
    // username, e-mail or full name (customers/staff-customers.ts writes the same expression).
    index('local_users_created_idx').on(t.createdAt, t.id),
    index('local_users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('local_users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('local_users_full_name_trgm_idx').using(
      'gin',
      sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_key').on(sql`lower(${t.name})`)],
);

export const productSkuSequence = pgSequence('product_sku_seq', { startWith: 1001 });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: money('price').notNull(),
    salePrice: money('sale_price'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    stock: integer('stock').notNull().default(0),
    imageUrl: text('image_url'),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    sku: text('sku')
      .notNull()
      .unique()
      // BR-001001 on: six digits at least, more past 999,999 (migration 0013 defines it).
      .default(sql`next_product_sku()`),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Fitment: a universal product (tools, safety gear) fits any machine; any other fits the
     * models listed in product_fitments and, when the rule below has a part, every machine
     * within it (weights in kg, pin in mm).
     */
    fitsUniversal: boolean('fits_universal').notNull().default(true),
    fitMinWeightKg: integer('fit_min_weight_kg'),
    fitMaxWeightKg: integer('fit_max_weight_kg'),
    fitPinMm: integer('fit_pin_mm'),
    fitCoupler: text('fit_coupler').$type<CouplerType>(),
    /** Name (A), SKU and category (B), description (C); kept by a trigger. */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // What a page's filters ask of a product, riding along in the price indexes after the
    // unique id, so that a page in price order (a member's too, for the products their list
    // leaves alone) is read from the index alone.
    const priceRiders = [t.price, t.salePrice, t.stock, t.isActive, t.createdAt];
    return [
      check('products_stock_non_negative', sql`${t.stock} >= 0`),
      check(
        'products_fit_weight_range',
        sql`${t.fitMinWeightKg} IS NULL OR ${t.fitMaxWeightKg} IS NULL OR ${t.fitMinWeightKg} <= ${t.fitMaxWeightKg}`,
      ),
      index('products_search_vector_idx').using('gin', t.searchVector),
      index('products_sku_lower_idx').using('btree', sql`lower(${t.sku}) text_pattern_ops`),
      index('products_created_idx').on(t.createdAt, t.id),
      check('products_price_non_negative', sql`${t.price} >= 0`),
      check(
        'products_sale_price_below_price',
        sql`${t.salePrice} IS NULL OR ${t.salePrice} < ${t.price}`,
      ),
      // A category's shown products by id, with what the facets and a machine's fitment ask of each
      // (the columns after the unique id only ride along): counting a category's products that fit
      // a machine, or its prices and stock, reads the index alone once the table is vacuumed.
      index('products_category_cover_idx').on(
        t.isActive,
        t.categoryId,
        t.id,
        t.price,
        t.salePrice,
        t.stock,
        t.fitsUniversal,
        t.fitMinWeightKg,
        t.fitMaxWeightKg,
        t.fitPinMm,
        t.fitCoupler,
      ),
      // A catalogue page in each sort, in a category or across all, read in order from an index.
      index('products_category_created_idx').on(t.categoryId, t.createdAt, t.id),
      index('products_price_idx').on(
        sql`coalesce(${t.salePrice}, ${t.price})`,
        t.id,
        t.categoryId,
        ...priceRiders,
      ),
      index('products_category_price_idx').on(
        t.categoryId,
        sql`coalesce(${t.salePrice}, ${t.price})`,
        t.id,
        ...priceRiders,
      ),
      index('products_name_idx').on(sql`lower(${t.name})`, t.id),
      index('products_category_name_idx').on(t.categoryId, sql`lower(${t.name})`, t.id),
      // The sitemap: its files' runs of active products by id, dated, read from the index alone,
      // and each category's newest active product.
      index('products_shown_idx')
        .on(t.id, t.updatedAt, t.categoryId)
        .where(sql`${t.isActive}`),
      index('products_category_updated_idx')
        .on(t.categoryId, t.updatedAt)
        .where(sql`${t.isActive}`),
      // The dashboard's low stock, fewest first.
      index('products_low_stock_idx')
        .on(t.stock, sql`${t.name}`, t.id)
        .where(sql`${t.isActive}`),
    ];
  },
);

/**
 * A customer's review of a product they received: one per customer and product, changed in
 * place (and sent back to staff) when they post again. The author's name is kept as it was, so a
 * published review stays readable once the account is gone.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => localUsers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    /** When the customer last posted it: the lists' newest first. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff last published or hid it. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_customer_idx').on(t.productId, t.customerId),
    check('product_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    // A product's published reviews newest first, and staff's list by status: read backwards.
    index('product_reviews_published_idx')
      .on(t.productId, t.submittedAt, t.id)
      .where(sql`${t.status} = 'published'`),
    index('product_reviews_status_idx').on(t.status, t.submittedAt, t.id),
    index('product_reviews_submitted_idx').on(t.submittedAt, t.id),
    // Forgetting an account's reviews' author (on delete set null) finds them by this.
    index('product_reviews_customer_idx').on(t.customerId),
  ],
);

/**
 * Each product's published reviews, counted and summed: kept by triggers on product_reviews
 * (migration 0049), so a product's answer reads its rating without counting reviews.
 */
export const productRatings = pgTable('product_ratings', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull(),
  ratingTotal: integer('rating_total').notNull(),
});

/**
 * Volume tiers: from `minQuantity` units on, each unit of the product costs `price`, for every
 * buyer. The rules (ascending, below the list price) are checked by the product input.
 */
export const productPriceTiers = pgTable(
  'product_price_tiers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    price: money('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.minQuantity] }),
    check('product_price_tiers_min_quantity', sql`${t.minQuantity} > 1`),
    check('product_price_tiers_price_non_negative', sql`${t.price} >= 0`),
  ],
);

/** Machines a customer can pick in the shop; attachments carry fitment against them. */
export const machineModels = pgTable(
  'machine_models',
  {
    id: serial('id').primaryKey(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    operatingWeightKg: integer('operating_weight_kg').notNull(),
    /** Null for machines without a pin mount (skid steers). */
    pinDiameterMm: integer('pin_diameter_mm'),
    coupler: text('coupler').$type<CouplerType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('machine_models_make_model_key').on(sql`lower(${t.make})`, sql`lower(${t.model})`),
    check('machine_models_weight_positive', sql`${t.operatingWeightKg} > 0`),
    check('machine_models_pin_positive', sql`${t.pinDiameterMm} > 0`),
  ],
);

/** The machine models a product is explicitly listed as fitting. */
export const productFitments = pgTable(
  'product_fitments',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    machineModelId: integer('machine_model_id')
      .notNull()
      .references(() => machineModels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.machineModelId] }),
    index('product_fitments_machine_idx').on(t.machineModelId),
  ],
);

/**
 * PDFs staff attach to a product (spec sheets, manuals, ...), kept in the uploads store like its
 * images: `url` is where the shop serves the file, `bytes` its size. Only a single product's
 * answer reads them, by product_id.
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').$type<ProductDocumentKind>().notNull(),
    url: text('url').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_documents_product_idx').on(t.productId, t.id),
    // An import naming a file the shop already holds reuses it, found by its address.
    index('product_documents_url_idx').on(t.url),
    check('product_documents_bytes_positive', sql`${t.bytes} > 0`),
  ],
);

/**
 * "E-mail me when it is back": an address waiting for an out-of-stock product. When the
 * product's stock goes from 0 to more, a trigger marks the request due and the mail worker turns
 * it into one e-mail; it waits again for the next return until unsubscribed with its token.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Lower-cased, so an address asks once per product. */
    email: text('email').notNull(),
    /** The unsubscribe link's secret. */
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    /** Set by the trigger when the product came back; cleared once the e-mail is queued. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('back_in_stock_requests_product_email_idx').on(t.productId, t.email),
    index('back_in_stock_requests_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null`),
  ],
);

/** Words of the catalogue, for typo-tolerant search; filled by the products/categories triggers. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
]);

/**
 * Every word of the products' search documents that begins with three letters (stems and SKU
 * parts too), for reading a word being typed as the few it begins; filled by the same triggers.
 * Words no product holds any more stay: they only add a word that matches nothing.
 */
export const searchLexemes = pgTable(
  'search_lexemes',
  { lexeme: text('lexeme').primaryKey() },
  (t) => [index('search_lexemes_prefix_idx').using('spgist', t.lexeme)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The signed-in customer who placed it; guests leave it empty. */
    customerId: integer('customer_id').references(() => localUsers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    customerAddress: text('customer_address').notNull(),
    total: money('total').notNull(),
    /** Set by an accepted quote; a shop order has neither. total = lines - discount + delivery. */
    discount: money('discount').notNull().default('0'),
    deliveryCharge: money('delivery_charge').notNull().default('0'),
    /** The buyer's purchase order number, for an order accepted to pay on invoice. */
    poNumber: text('po_number'),
    // Legacy rows may say 'completed'; the shop shows it as Delivered.
    status: text('status').$type<OrderStatus | 'completed'>().notNull().default('pending'),
    trackingNumber: varchar('tracking_number', { length: 100 }),
    /** Who carries the shipment (shared/carriers.ts in the api), for the tracking link. */
    trackingCarrier: text('tracking_carrier').$type<TrackingCarrier>(),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    notes: text('notes'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('quote'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    paymentProviderId: text('payment_provider_id').unique(),
    /** The shop's checkout attempt (a browser-made uuid): the same checkout reuses its order. */
    checkoutId: text('checkout_id').unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The day it counts as sold on: when its invoice was issued, or when it was placed. Kept by
     * triggers (placing an order, issuing its invoice), so the dashboard's sales read one index.
     */
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What its refunds that have not failed gave back, kept by a trigger on refunds (migration
     * 0052): the order tallies count its total less this, so the dashboard's revenue is net.
     */
    refunded: money('refunded').notNull().default('0'),
    /** The company a member ordered for: it counts against their limits and its credit. */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'set null',
    }),
    /** Why it waits for the company's approval ("Above the $2,500.00 order limit"). */
    approvalReason: text('approval_reason'),
    /** Until when its units are held for the approval; cancelled by the sweep after that. */
    approvalExpiresAt: timestamp('approval_expires_at', { withTimezone: true }),
    /**
     * A card order that waited for approval: until when the buyer may pay it once approved (a
     * card checkout's own order has 30 minutes from placing). Its units are held meanwhile.
     */
    cardPaymentDueAt: timestamp('card_payment_due_at', { withTimezone: true }),
  },
  (t) => [
    // The order lists, newest first (created_at desc, id desc), whole or by one of these columns:
    // read backwards. Not .desc(): drizzle writes DESC NULLS LAST, which ORDER BY … DESC cannot use.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_customer_idx').on(t.customerId, t.createdAt, t.id),
    index('orders_status_idx').on(t.status, t.createdAt, t.id),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt, t.id),
    // The staff list's search: a part of the name, e-mail, PO or tracking number (ilike).
    index('orders_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('orders_customer_email_trgm_idx').using('gin', t.customerEmail.op('gin_trgm_ops')),
    index('orders_po_number_trgm_idx').using('gin', t.poNumber.op('gin_trgm_ops')),
    index('orders_tracking_number_trgm_idx').using('gin', t.trackingNumber.op('gin_trgm_ops')),
    index('orders_payment_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentStatus} = 'pending'`),
    // The card sweep's candidates (payments/sweep.ts): card orders still waiting for their payment,
    // read by id, so a sweep reads these few rows, not every order.
    index('orders_card_sweep_idx')
      .on(t.id)
      .where(
        sql`${t.paymentMethod} = 'card' and ${t.paymentStatus} in ('pending', 'failed') and ${t.status} = 'pending'`,
      ),
    // Guests' unconfirmed requests (api shared/guest-holds.ts): the units they hold of a product
    // and staff's list of them read these few rows, not every order.
    index('orders_guest_holds_idx')
      .on(t.createdAt, t.id)
      .where(
        sql`${t.customerId} is null and ${t.status} = 'pending' and ${t.paymentStatus} in ('unpaid', 'pending')`,
      ),
    // Card attempts not yet paid, a signed-in buyer's too: staff's holds list reads them.
    index('orders_card_attempts_idx')
      .on(t.createdAt, t.id)
      .where(
        sql`${t.paymentMethod} = 'card' and ${t.status} = 'pending' and ${t.paymentStatus} = 'pending'`,
      ),
    // A member's spend for their company this month.
    index('orders_company_idx')
      .on(t.companyId, t.customerId, t.createdAt)
      .where(sql`${t.companyId} is not null`),
    // A company's orders newest first (read backwards).
    index('orders_company_created_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.companyId} is not null`),
    // A company's approvals queue and the credit its waiting orders hold: those few, not all.
    index('orders_awaiting_approval_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.status} = 'awaiting_approval'`),
  ],
);

/**
 * How many orders there are and what they add up to, per status, payment status and month placed,
 * so the dashboard and the order list's totals need not count a million rows, and a deep page of
 * the order list starts in its month instead of walking every newer order. Kept by triggers on
 * orders as rows of changes that are only ever inserted (so placing orders never waits on a
 * shared counter) and folded together now and then; the truth is the sum per key.
 */
export const orderTallies = pgTable(
  'order_tallies',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<OrderStatus | 'completed'>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    orders: integer('orders').notNull(),
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
    /** The first instant (UTC) of the month the orders were placed in. */
    month: timestamp('month', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_tallies_key_idx').on(t.status, t.paymentStatus)],
);

/**
 * How many customer accounts there are, as rows of changes that statement-level triggers on
 * local_users append and fold_tallies() folds (the dashboard's registered customers, uncounted).
 */
export const customerTallies = pgTable('customer_tallies', {
  id: serial('id').primaryKey(),
  customers: integer('customers').notNull(),
});

/**
 * How many products there are per category and active flag, and how many of them are in stock,
 * on sale, or both, kept like orderTallies: the catalogue's counts without a price filter.
 */
export const productTallies = pgTable(
  'product_tallies',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    isActive: boolean('is_active').notNull(),
    products: integer('products').notNull(),
    inStock: integer('in_stock').notNull().default(0),
    onSale: integer('on_sale').notNull().default(0),
    inStockOnSale: integer('in_stock_on_sale').notNull().default(0),
  },
  (t) => [index('product_tallies_key_idx').on(t.categoryId, t.isActive)],
);

/**
 * How many products each block of a thousand ids holds, kept like orderTallies: a deep page of
 * every product in id order (the staff list) starts in its block instead of walking the ids of
 * every earlier page.
 */
export const productIdBlocks = pgTable('product_id_blocks', {
  id: serial('id').primaryKey(),
  /** The block's first id: a multiple of 1,000 (the migration's product_id_blocks_record). */
  fromId: integer('from_id').notNull(),
  products: integer('products').notNull(),
});

/**
 * What each product sold each day (UTC, the reporting time zone), as rows of changes that
 * statement-level triggers on orders and order_items append whenever an order starts or stops
 * counting as a sale (order_counts_as_sale), moves to another day, or has its lines changed
 * while it counts: the dashboard's best sellers read a month of these instead of every line of
 * the month's orders. The truth is the sum per key. A line whose product is gone (or never was)
 * is kept under product 0 by its own name; a product's own rows leave the name empty.
 */
export const productSales = pgTable(
  'product_sales',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    lineName: text('line_name').notNull(),
    units: integer('units').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('product_sales_day_idx').on(t.day)],
);

/**
 * Each day's sales (UTC): how many orders counted as sales on it (order_counts_as_sale) and their
 * totals in cents, as rows of changes that statement-level triggers on orders append and
 * fold_tallies() folds: the dashboard's chart reads a row per day, not every order of its days.
 */
export const salesDays = pgTable(
  'sales_days',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('sales_days_day_idx').on(t.day)],
);

/**
 * What each product sold from recentSalesWindow's day on: productSales summed per product over
 * the dashboard's last 30 days, so that its best sellers are the first rows of an index instead
 * of a month of sales summed per product. A trigger on product_sales appends rows of changes
 * (not folded); fold_tallies() folds each product's into one folded row; the dashboard's first
 * read of a day rolls the window on, taking away the days it leaves
 * (roll_recent_product_sales).
 */
export const recentProductSales = pgTable(
  'recent_product_sales',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    lineName: text('line_name').notNull(),
    units: integer('units').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [
    index('recent_product_sales_best_idx')
      .on(t.cents.desc().nullsFirst(), t.units.desc().nullsFirst(), t.lineName, t.productId)
      .where(sql`${t.folded}`),
    index('recent_product_sales_key_idx').on(t.productId, t.lineName),
    index('recent_product_sales_changes_idx')
      .on(t.productId, t.lineName)
      .where(sql`not ${t.folded}`),
  ],
);

/** One row: the first day (UTC) whose sales recent_product_sales holds. */
export const recentSalesWindow = pgTable('recent_sales_window', {
  fromDay: date('from_day', { mode: 'string' }).notNull(),
});

/** Every status an order has had, oldest first: what the customer's order page shows. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus | 'completed'>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.changedAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // A product's most recent orders, newest first, for "customers also bought": read backwards.
    index('order_items_product_order_idx').on(t.productId, t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** A customer's saved delivery addresses; at most one is the default. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => localUsers.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone'),
    company: text('company'),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_one_default_key')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When a staff member first opened it; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * When a staff member marked it dealt with (answered, passed on); null while it waits.
     * Reading is not handling: a message opened and left is still owed an answer.
     */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The admin's list, newest first (created_at desc, id desc), read backwards; the unread ones
    // alone (the list's filter and the dashboard's count) from a small index of their own.
    index('contact_submissions_created_idx').on(t.createdAt, t.id),
    index('contact_submissions_unread_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.readAt} is null`),
    index('contact_submissions_unhandled_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.handledAt} is null`),
  ],
);

/**
 * Settings staff change in the admin site; one row (id 1). A missing row means every default, so
 * a fresh database needs no seed.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Active products with this many or fewer in stock are listed on the dashboard. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** How long an unpaid card attempt holds its units before they go back on sale. */
    cardHoldMinutes: integer('card_hold_minutes').notNull().default(30),
    /** Where invoices and statements ask customers on account to send payment; null: the shop's address. */
    remitToAddress: text('remit_to_address'),
    /** How to pay an invoice (bank transfer, ACH), printed on invoices and statements. */
    paymentInstructions: text('payment_instructions'),
    /** How many days after delivery a buyer may ask to return lines of an order. */
    returnWindowDays: integer('return_window_days').notNull().default(30),
    /** Kept back of a return's refund, in whole percent of the received lines' value, per reason. */
    restockingFees: jsonb('restocking_fees')
      .$type<RestockingFees>()
      .notNull()
      .default({ damaged: 0, defective: 0, wrong_item: 0, not_needed: 0, other: 0 }),
    /** Where returns are sent, printed on the return slip; null: the shop's address. */
    returnAddress: text('return_address'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check('shop_settings_return_window_range', sql`${t.returnWindowDays} between 1 and 365`),
    check('shop_settings_low_stock_non_negative', sql`${t.lowStockThreshold} >= 0`),
    check('shop_settings_card_hold_range', sql`${t.cardHoldMinutes} between 5 and 1440`),
  ],
);

/** Payment provider events already applied, so a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payment intents of the built-in test provider. Kept in the database, not in memory, so any
 * server process can confirm or cancel an intent another one created.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  orderId: integer('order_id'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** Stripe's vocabulary: requires_payment_method (also after a decline), succeeded, canceled. */
  status: text('status').notNull().default('requires_payment_method'),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

/**
 * Money given back on an order, a row per refund; the order and its lines never change. The
 * order's payment moves to partly refunded or refunded as its refunds succeed (the api's
 * refunds/, through the payment's one writer). Pending and succeeded refunds count against what
 * may still be refunded; a failed one gives its amount back. Triggers (migration 0052) take each
 * refund that has not failed off its day's sales (sales_days, product_sales by `lines`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    /** Staff's words for the buyer's file, or why the shop refunded by itself. */
    note: text('note'),
    method: text('method').$type<RefundMethod>().notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** The provider's words when it refused or failed the refund. */
    failureReason: text('failure_reason'),
    /** The provider's refund (Stripe's re_…), once it has answered. */
    providerRefundId: text('provider_refund_id').unique(),
    /** Sent with every request for this refund, so asking again never refunds twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** How the refund falls on the order's lines, frozen when it was recorded. */
    lines: jsonb('lines').$type<RefundLine[]>().notNull(),
    /**
     * A cancellation that refunds what was left: the order is no longer a sale (one order and its
     * units fewer on the refund's day), not merely a lower one.
     */
    undoesSale: boolean('undoes_sale').notNull().default(false),
    /** The received return this refund pays back; null for a refund outside a return. */
    returnId: integer('return_id').references((): AnyPgColumn => returns.id, {
      onDelete: 'set null',
    }),
    /** Who refunded; null when the shop did by itself (a card paid after its order was cancelled). */
    staffId: integer('staff_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
    /** When the provider's answer made it succeeded or failed. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * When the reconciliation last asked the provider how this pending refund stands (its webhook
     * had not come); null until it first asks.
     */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt, t.id),
    // Refunds the provider has not heard of yet (a crash or an outage after recording): the
    // submission sweep reads these few rows.
    index('refunds_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' and ${t.providerRefundId} is null`),
    // Refunds the provider took but has not settled: the reconciliation reads the ones it heard
    // of (sent, or last asked) longest ago, so a refund that stays pending never holds up others.
    index('refunds_unsettled_idx')
      .on(sql`coalesce(${t.checkedAt}, ${t.createdAt})`)
      .where(sql`${t.status} = 'pending' and ${t.providerRefundId} is not null`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_method_check', sql`${t.method} in ('card', 'on_account')`),
  ],
);

/** RMA numbers (RMA-000001), given in the order returns are asked for. */
export const returnNumberSequence = pgSequence('return_number_seq');

/**
 * A buyer's request to return lines of a delivered order (an RMA), or a warranty claim for
 * defective ones (`kind`), moved only by the api's returns/ through its table of moves
 * (returns/shared/returns.ts). Its lines say how many units of which order line, and, once a
 * return is received, how many came back and whether they went back on the shelf. What a line of
 * the order may still return or claim is its quantity less what returns and claims not rejected
 * or cancelled hold of it.
 */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('return_number_seq')`),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReturnKind>().notNull().default('return'),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    /** The buyer's words (required for `other`). */
    note: text('note'),
    /** Staff's reason, told to the buyer, when rejected. */
    rejectionReason: text('rejection_reason'),
    /** Who asked: the signed-in customer (an order's buyer or a company's member), or null. */
    customerId: integer('customer_id').references(() => localUsers.id, { onDelete: 'set null' }),
    requestedBy: text('requested_by').notNull(),
    /** The order at 0.00 that replaced a warranty claim's lines; null for anything else. */
    replacementOrderId: integer('replacement_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId, t.createdAt),
    // The Returns desk filtered to returns or to warranty claims, newest first.
    index('returns_kind_idx').on(t.kind, t.createdAt, t.id),
    check('returns_kind_check', sql`${t.kind} in ('return', 'warranty')`),
    // The Returns desk, newest first, whole or by status (read backwards).
    index('returns_created_idx').on(t.createdAt, t.id),
    index('returns_status_idx').on(t.status, t.createdAt, t.id),
    check(
      'returns_status_check',
      sql`${t.status} in ('requested', 'approved', 'rejected', 'received', 'replaced', 'refunded', 'closed', 'cancelled')`,
    ),
    check(
      'returns_reason_check',
      sql`${t.reason} in ('damaged', 'defective', 'wrong_item', 'not_needed', 'other')`,
    ),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    /** The order line returned (order_items.id). */
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Set when the return is received: how many units came back (0 to quantity). */
    receivedQuantity: integer('received_quantity'),
    /** Set when received: the units went back on the shelf (true) or were scrapped (false). */
    restock: boolean('restock'),
  },
  (t) => [
    uniqueIndex('return_lines_return_item_idx').on(t.returnId, t.itemId),
    // What a line of an order has left to return: the returns that hold part of it.
    index('return_lines_item_idx').on(t.itemId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'return_lines_received_range',
      sql`${t.receivedQuantity} is null or ${t.receivedQuantity} between 0 and ${t.quantity}`,
    ),
  ],
);

/**
 * A buyer's photo of a return or a warranty claim. Uploaded first, for an order the buyer may
 * return lines of, it waits (`return_id` null) until a request names it, or the cleanup of unused
 * uploads removes it. Its files lie in the uploads store's private part under `id` (the upload's
 * random name); the shop serves them only through links the returns' reads sign with `link_key`.
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: uuid('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    /** Where its request named it among its photos (from 1); null while it waits. */
    position: integer('position'),
    /** The secret each link to this photo is signed with; it never leaves the server. */
    linkKey: text('link_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('return_photos_return_idx').on(t.returnId),
    // What a buyer uploaded and no request named yet: counted per order, swept when old.
    index('return_photos_waiting_idx')
      .on(t.orderId, t.createdAt)
      .where(sql`${t.returnId} is null`),
  ],
);

/** Refunds of the built-in test provider's intents, kept like its intents (testPaymentIntents). */
export const testRefunds = pgTable('test_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id')
    .notNull()
    .references(() => testPaymentIntents.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  refundId: integer('refund_id'),
  /** Stripe's vocabulary: succeeded or failed. */
  status: text('status').notNull(),
  failureReason: text('failure_reason'),
  createdAt: createdAt(),
});

/**
 * One-time password reset links. Only a hash of the token is kept, so a leaked table resets
 * nobody's password. Exactly one of the two accounts is set.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: integer('customer_id').references(() => localUsers.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'password_reset_tokens_one_account',
      sql`(${t.customerId} IS NULL) <> (${t.adminId} IS NULL)`,
    ),
  ],
);

/**
 * Every e-mail the shop sends, written in the same transaction as the change that causes it and
 * delivered by the outbox worker (any process; rows are claimed with a lease). `data` is what the
 * template draws; attachments are produced from it at send time.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; after it, another may take it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * The W3C trace context of the request that queued it, when tracing: the worker's span for
     * sending it joins that trace.
     */
    traceparent: text('traceparent'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_emails_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A quote: the buyer's request (its order holds the reserved stock) and the priced revisions
 * staff send back. The token is the buyer's link; it works without an account.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    status: text('status').$type<QuoteStatus>().notNull().default('requested'),
    /** The lines the buyer asked for, as they were priced then. */
    requestedLines: jsonb('requested_lines').$type<QuoteLine[]>().notNull(),
    acceptedMethod: text('accepted_method').$type<'card' | 'po' | 'account'>(),
    acceptedRevision: integer('accepted_revision'),
    createdAt: createdAt(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The buyer's name and e-mail, copied from the order by a trigger when the quote is made
     * (an order's buyer never changes), so the desk's search reads the quotes alone.
     */
    buyerName: text('buyer_name').notNull().default(''),
    buyerEmail: text('buyer_email').notNull().default(''),
  },
  (t) => [
    index('quotes_status_idx').on(t.status, t.statusChangedAt, t.id),
    // The desk lists the latest activity first (read backwards).
    index('quotes_activity_idx').on(t.statusChangedAt, t.id),
    index('quotes_created_idx').on(t.createdAt),
    index('quotes_buyer_name_trgm_idx').using('gin', t.buyerName.op('gin_trgm_ops')),
    index('quotes_buyer_email_trgm_idx').using('gin', t.buyerEmail.op('gin_trgm_ops')),
  ],
);

/**
 * A priced offer. A draft is staff's work in progress; once sent it is frozen, and a change is a
 * new revision with the next number.
 */
export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    discountRule: jsonb('discount_rule').$type<QuoteDiscount | null>(),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull(),
    deliveryCharge: money('delivery_charge').notNull(),
    total: money('total').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Null while a draft. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quote_revisions_number_key').on(t.quoteId, t.number),
    uniqueIndex('quote_revisions_one_draft_key')
      .on(t.quoteId)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

/** The conversation on a quote: messages, change requests and a decline's reason. */
export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    author: text('author').$type<QuoteMessageAuthor>().notNull(),
    kind: text('kind').$type<QuoteMessageKind>().notNull().default('message'),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_messages_quote_idx').on(t.quoteId, t.createdAt)],
);

/**
 * An invoice, issued once an order is paid or confirmed on a purchase order. `document` holds
 * everything it shows, frozen at issue; the PDF is drawn from it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The company whose account it is charged to: its balance counts against the credit. */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'set null',
    }),
    /** What it asks for; null on invoices issued before it was kept here. */
    amount: money('amount'),
    /** What staff recorded as received so far. */
    paid: money('paid').notNull().default('0'),
    /** What credit notes (refunds on account) and the company's credit took off what it owes. */
    credited: money('credited').notNull().default('0'),
    /** The day an on-account invoice falls due. */
    dueOn: date('due_on'),
    /** When the overdue reminder went out; an invoice is reminded once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    // A company's open invoices: its balance, overdue hold and statement.
    index('invoices_company_idx')
      .on(t.companyId, t.issuedAt)
      .where(sql`${t.companyId} is not null`),
    // Every invoice still owed, by due day: receivables, overdue totals and reminders.
    index('invoices_open_idx')
      .on(t.dueOn)
      .where(sql`${t.amount} > ${t.paid} + ${t.credited}`),
    // One company's invoices still owed: its balance, hold and statement, not all it was billed.
    index('invoices_company_open_idx')
      .on(t.companyId, t.dueOn)
      .where(sql`${t.companyId} is not null and ${t.amount} > ${t.paid} + ${t.credited}`),
  ],
);

/** A payment staff recorded against an invoice, full or partial, with its reference. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    reference: text('reference').notNull(),
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId, t.createdAt)],
);

/**
 * A company's credit with the shop, as entries: a credit note worth more than its invoice still
 * owed adds the rest (`refundId`), and the company's next invoice on account takes it off what it
 * owes (`invoiceId`, a negative amount). The credit is the sum.
 */
export const companyCredits = pgTable(
  'company_credits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('company_credits_company_idx').on(t.companyId, t.createdAt)],
);

/** A signed-in customer's fleet: the machines they picked in the shop. */
export const customerMachines = pgTable(
  'customer_machines',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => localUsers.id, { onDelete: 'cascade' }),
    machineModelId: integer('machine_model_id')
      .notNull()
      .references(() => machineModels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.machineModelId] })],
);

/**
 * A customer's saved list (a requisition list): the consumables a crew orders again and again,
 * kept by name and ordered in one step.
 */
export const savedLists = pgTable(
  'saved_lists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => localUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The company its maker shares it with; null: the maker's own. */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_lists_customer_idx').on(t.customerId, t.updatedAt),
    index('saved_lists_company_idx')
      .on(t.companyId, t.updatedAt)
      .where(sql`${t.companyId} is not null`),
  ],
);

/** A product on a saved list, with the quantity usually ordered; a product is on a list once. */
export const savedListLines = pgTable(
  'saved_list_lines',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.productId] }),
    index('saved_list_lines_product_idx').on(t.productId),
  ],
);

/** A contractor's firm: customer accounts that buy together, on the terms staff grant it. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    taxId: text('tax_id'),
    billingAddress: text('billing_address').notNull(),
    /** Where invoices and statements go: the accounts-payable desk. */
    apEmail: text('ap_email'),
    paymentTerms: text('payment_terms').$type<PaymentTerms>().notNull().default('none'),
    creditLimit: numeric('credit_limit', { precision: 12, scale: 2 }).notNull().default('0'),
    creditHold: boolean('credit_hold').notNull().default(false),
    /** Days past an invoice's due date before the company goes on hold by itself. */
    graceDays: integer('grace_days').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('companies_created_idx').on(t.createdAt, t.id),
  ],
);

/** A customer account's place in its company: one company at most, with one role there. */
export const companyMembers = pgTable(
  'company_members',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => localUsers.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').$type<CompanyRole>().notNull(),
    /** The most one order may cost without approval; null: no limit. */
    orderLimit: numeric('order_limit', { precision: 12, scale: 2 }),
    /** The most a calendar month's orders may cost without approval; null: no limit. */
    monthlyLimit: numeric('monthly_limit', { precision: 12, scale: 2 }),
    joinedAt: createdAt(),
  },
  (t) => [index('company_members_company_idx').on(t.companyId, t.joinedAt)],
);

/** A delivery address the company's admins keep for every member's orders (a yard, a site). */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone'),
    address: text('address').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_addresses_company_idx').on(t.companyId, t.id)],
);

/** A company admin's one-time invitation of an e-mail address into the company. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<CompanyRole>().notNull(),
    orderLimit: numeric('order_limit', { precision: 12, scale: 2 }),
    monthlyLimit: numeric('monthly_limit', { precision: 12, scale: 2 }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => localUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open invitation per address and company: inviting again replaces it.
    uniqueIndex('company_invitations_open_key')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} IS NULL`),
  ],
);

/** A company's price list: a percentage off the list price of every product in a category. */
export const companyCategoryDiscounts = pgTable(
  'company_category_discounts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    percentOff: numeric('percent_off', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.categoryId] }),
    check(
      'company_category_discounts_percent',
      sql`${t.percentOff} > 0 AND ${t.percentOff} <= 100`,
    ),
  ],
);

/** A company's price list: a fixed price for one product, which its category's percentage yields to. */
export const companyProductPrices = pgTable(
  'company_product_prices',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.productId] }),
    // A product's deletion finds its contract prices without reading every company's list.
    index('company_product_prices_product_idx').on(t.productId),
    check('company_product_prices_price_non_negative', sql`${t.price} >= 0`),
  ],
);

/**
 * The read model of price lists: what a member of the company pays for one unit of each product
 * its list changes (a fixed price, or its category's percentage off), worked out by the one
 * pricing rule (pricing/member-price-model.ts) in the transaction that changes a list or a
 * product. Every other product costs a member what it costs guests, so a member's price sort is
 * a merge of these rows with the shop's prices of everything else, each read from an index.
 */
export const memberPrices = pgTable(
  'member_prices',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's category, so that a category's page reads its own rows in price order. */
    categoryId: integer('category_id').notNull(),
    price: money('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.productId] }),
    // A member's page sorted or filtered by their price, across the catalogue and in a category.
    index('member_prices_price_idx').on(t.companyId, t.price, t.productId),
    index('member_prices_category_price_idx').on(t.companyId, t.categoryId, t.price, t.productId),
    // A product's change finds its rows without reading every company's.
    index('member_prices_product_idx').on(t.productId),
  ],
);
