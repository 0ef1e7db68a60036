// The REST API's documentation beyond a route's summary: long descriptions several routes share,
// and the answers it documents (the server serialises through them, so nothing else leaks).
import * as z from 'zod';
import { companyRoles } from '../companies/shared/company.ts';
import {
  MAX_CUSTOMER_PAGE_SIZE,
  MIN_CUSTOMER_SEARCH_LENGTH,
} from '../customers/shared/staff-customers.ts';

export const contactPagingDescription =
  'Newest first, one page at a time: `page` (from 1, default 1) and `pageSize` (1 to 200, ' +
  'default 50). The answer is the page as a JSON array; the `X-Total-Count` header says how ' +
  'many messages match in all, so the last page is ceil(X-Total-Count / pageSize). ' +
  '`unread=true` lists only the messages no staff member has opened yet; `show=unhandled` ' +
  'those still owed an answer, `show=handled` those marked dealt with (default `all`); each ' +
  'message says when it was handled (`handledAt`) and by whom (`handledBy`). `q` finds a part of ' +
  "the sender's name, e-mail or company, or of the subject. A bad value is a 400 naming the " +
  'parameter.';

export const orderPagingDescription =
  'Newest first, one page at a time: `page` (from 1, default 1) and `pageSize` (1 to 500, ' +
  'default 100). The answer is the page as a JSON array; the `X-Total-Count` header says how ' +
  'many orders match in all, so the last page is ceil(X-Total-Count / pageSize); a search ' +
  'or a customer with more than 5,000 matching orders has an estimate there, flagged by ' +
  '`X-Total-Count-Estimated: true`. `status` ' +
  '(delivered includes the legacy completed) and `paymentStatus` filter; `q` finds an order ' +
  'number (42 or #42) or a part of the customer name, e-mail, PO number or tracking number. ' +
  'A bad value is a 400 naming the parameter.';

/** What an order answer says each line may give back, for every route that answers orders. */
export const orderLinesDescription =
  'Each order names its lines in `lines: [{itemId, productId, name, quantity, unitPrice, ' +
  'returnableQuantity, claimableQuantity}]`: the units a buyer may still give back now, ' +
  'delivered less what returns and warranty claims not rejected or cancelled hold; ' +
  '`returnableQuantity` as a return within the return window, `claimableQuantity` as a ' +
  'warranty claim after it until the warranty ends, each 0 otherwise (and both before ' +
  'delivery). ' +
  '`warrantyEndsAt` is when the two-year warranty ends, null until the order is delivered.';

/** What limits a new order or quote request, for the OpenAPI description of both ways in. */
export const orderRequestRules =
  'Orders and quote requests are limited to 10 an hour per client and 5 an hour per e-mail ' +
  'address (a 429 "Too many orders and quote requests…" past either). Without an account, ' +
  "unpaid and unconfirmed requests together hold at most half of a product's units (at least " +
  'one): a request past that share is a 409 saying how many it may hold; signed-in customers ' +
  "are not held to it. A quote request's acknowledgement repeats none of the text typed.";

export const holdsDescription =
  'Orders that hold stock while nobody has paid or confirmed them: requests placed without an ' +
  'account (quote requests, accepted quotes whose card payment is open, unpaid card checkouts), ' +
  "which together may hold at most half of a product's units (at least one), and every card " +
  'checkout a signed-in customer has not paid (`signedIn: true`). `heldUntil` is when a card ' +
  "checkout's units go back on sale unless it is paid (the shop's card hold period). Newest first, " +
  'one page at a time: `page` (from 1, default 1) and `pageSize` (1 to 100, default 20); the ' +
  'answer is the page as a JSON array, the `X-Total-Count` header says how many there are ' +
  '(past 5,000 an estimate, flagged by `X-Total-Count-Estimated: true`).';

export const customerListDescription =
  'Newest first, one page at a time: `page` (from 1, default 1) and `pageSize` (1 to ' +
  `${MAX_CUSTOMER_PAGE_SIZE}, default 25). The answer is the page as a JSON array, each account ` +
  'with its company and role there (null for none), when it registered and how many orders it ' +
  'placed; the `X-Total-Count` header says how many accounts match in all, and a search with ' +
  'more than 5,000 matches has an estimate there, flagged by `X-Total-Count-Estimated: true`. ' +
  "`q` finds a part of the username, e-mail, full name or company's name, case-insensitively; " +
  `shorter than ${MIN_CUSTOMER_SEARCH_LENGTH} characters, the username or e-mail that it is. ` +
  'Owners, managers and sales; read only. ' +
  'A bad value is a 400 naming the parameter.';

export const publishedReview =
  '`{ id, rating, title, body, authorName, submittedAt }`: `rating` 1 to 5 stars, `authorName` ' +
  'the first name and last initial ("Casey B.")';

export const staffReview =
  '`{ id, productId, productName, rating, title, body, authorName, status, submittedAt, ' +
  'moderatedAt }`: `status` pending (written or changed, waiting for staff), published or hidden';

export const memberRemoval =
  "Their orders awaiting the company's approval are cancelled (units back on sale, the buyer " +
  'e-mailed); orders already placed stay with the company. Lists they shared with the company ' +
  'pass to an admin and stay shared; their own lists stay theirs. From then on their session ' +
  'sees no company: its routes answer 404 and paying on account is refused. The last admin ' +
  'cannot be removed (409). In the activity log.';

export const memberRoles =
  'Roles: admin (members, roles and limits), approver (approves spending over a limit), buyer. ' +
  'A member acting outside their role gets a 403 naming the role the action needs; without a ' +
  'session 401; not in a company 404.';

export const listWhose =
  "The signed-in customer's own lists, and those a colleague shares with their company: without " +
  'a session 401, a list that is neither 404.';

export const listChangedByMaker = `${listWhose} A colleague's shared list is changed only by its maker: 403.`;

export const pendingApproval = z.object({
  orderId: z.int(),
  placedBy: z.string(),
  placedByEmail: z.string(),
  placedAt: z.date(),
  total: z.string().describe('Decimal string'),
  poNumber: z.string().nullable(),
  paymentMethod: z
    .enum(['account', 'card', 'po'])
    .describe(
      "How it is paid once approved: on the company's account, by the buyer's card, or on its purchase order",
    ),
  reason: z.string().describe('Why it needs approval ("Above the $2,500.00 order limit")'),
  holdUntil: z.date().describe('When it is cancelled unless decided first'),
  placedByYou: z.boolean().describe('Placed by the caller, who may not decide it'),
  lines: z.array(z.object({ name: z.string(), quantity: z.int(), lineTotal: z.string() })),
});

export const pendingInvitation = z.object({
  id: z.int(),
  email: z.string(),
  role: z.enum(companyRoles),
  orderLimit: z.string().nullable().describe('Decimal string; null for none'),
  monthlyLimit: z.string().nullable().describe('Decimal string; null for none'),
  invitedAt: z.date(),
  expiresAt: z.date().describe('When its link stops working'),
});

/** A product as a saved list and quick order show it, priced for the buyer asking. */
const pricedProduct = z.object({
  id: z.int(),
  name: z.string(),
  sku: z.string(),
  category: z.string(),
  price: z.string().describe('List price, a decimal string'),
  salePrice: z.string().nullable(),
  stock: z.int(),
  imageUrl: z.string().nullable(),
  images: z.array(z.object({ url: z.string(), order: z.number(), alt: z.string().optional() })),
});

const listProduct = pricedProduct.extend({
  unitPrice: z.string().describe('What the buyer pays for one now, priced by the server'),
  shown: z.boolean().describe('False once the shop no longer sells it'),
});

const listLine = z.object({ product: listProduct, quantity: z.int() });

export const listSummary = z.object({
  id: z.int(),
  name: z.string(),
  lineCount: z.int().describe('How many products the list holds'),
  shared: z
    .boolean()
    .describe("Shared with its maker's company: every member reads it and orders from it"),
  mine: z.boolean().describe('Made by the signed-in customer, the only one who may change it'),
  madeBy: z.string().describe('Who made it, as their account names them'),
  updatedAt: z.date(),
});

export const savedList = listSummary.extend({
  createdAt: z.date(),
  lines: z
    .array(listLine)
    .describe('In the order they were added, as the catalogue sells them today'),
});

export const listToCartAnswer = z.object({
  lines: z.array(listLine).describe('Lines the stock covers, ready for the cart'),
  refused: z
    .array(
      listLine.extend({
        problem: z.enum(['inactive', 'out-of-stock', 'not-enough-stock']),
        message: z.string().describe('The problem in words ("Only 4 left")'),
        available: z.int().describe('How many are left to buy'),
      }),
    )
    .describe('Lines it does not, never cut down to the stock'),
});

const quickOrderFit = z.object({
  kind: z.enum(['fits', 'does-not-fit']),
  needs: z.string().nullable().optional().describe('What the product needs of a machine'),
  text: z.string().describe('The verdict in words: "Fits your Kubota KX080-4"'),
});

const quickOrderProduct = pricedProduct.extend({
  unitPrice: z.string().describe('What this buyer pays for one, priced by the server'),
  image: z.string().describe('The image to show'),
  fit: quickOrderFit
    .nullable()
    .describe('Whether it fits the machine named by machineId; null without one'),
});

const quickOrderLine = z.object({
  lines: z.array(z.int()).describe('The input line numbers (from 1); several for a repeated SKU'),
  sku: z.string().describe('The SKU as typed'),
  quantityText: z.string().describe('The quantity as typed (summed over repeats)'),
  quantity: z.int().nullable().describe('Null when not a whole number from 1 to 999'),
  product: quickOrderProduct
    .nullable()
    .describe('Null for an unknown, inactive or unreadable line'),
  problem: z
    .enum(['unreadable', 'bad-quantity', 'unknown-sku', 'inactive', 'not-enough-stock'])
    .nullable()
    .describe('Why the line cannot go into the cart as it is; null when it can'),
  message: z.string().nullable().describe('The problem in words ("Only 4 left")'),
  available: z.int().optional().describe('For not-enough-stock: how many are left'),
});

export const quickOrderAnswer = z.object({
  lines: z
    .array(quickOrderLine)
    .describe('One per SKU, in input order; blank lines and a heading skipped'),
  orderable: z.int().describe('How many lines can go into the cart as they are'),
});

/** A refund in the list of an order's refunds (GET /api/admin/orders/{id}/refunds). */
export const refundSummary = z.object({
  id: z.int(),
  amount: z.string().describe('Decimal string, e.g. "25.00"'),
  status: z
    .enum(['pending', 'succeeded', 'failed'])
    .describe('Pending until the payment provider confirms it; a credit note succeeds at once'),
  method: z
    .enum(['card', 'on_account'])
    .describe("Back to the card that paid, or a credit note on the order's invoice"),
  reason: z
    .enum(['goodwill', 'price_adjustment', 'cancellation', 'return'])
    .describe("`return` for a received return's refund"),
  createdAt: z.date(),
});

/** A refund as recording it answers (POST /api/admin/orders/{id}/refunds). */
export const refundAnswer = refundSummary.extend({
  orderId: z.int(),
  note: z.string().nullable(),
  failureReason: z.string().nullable().describe("The provider's words when it failed"),
  recordedBy: z.string().describe('The staff member, or "The shop" when it refunded by itself'),
  settledAt: z.date().nullable().describe('When it succeeded or failed'),
});
