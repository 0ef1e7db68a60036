import {
  orderStatusLabel,
  staffRoleLabels,
  type AuditAction,
  type AuditChange,
  type AuditEntityType,
  type StaffRole,
} from '@buildright/api/shared';
import { formatMoney } from '@buildright/browser';

/** What happened, as a sentence's verb phrase: "changed the product". */
export const actionLabels: Record<AuditAction, string> = {
  'product.created': 'Created product',
  'product.updated': 'Changed product',
  'product.deleted': 'Deleted product',
  'product.stock_set': 'Set stock',
  'product.imported': 'Imported product',
  'category.created': 'Created category',
  'category.updated': 'Changed category',
  'category.deleted': 'Deleted category',
  'machine.created': 'Added machine',
  'machine.updated': 'Changed machine',
  'machine.deleted': 'Deleted machine',
  'order.updated': 'Changed order',
  'order.hold_released': 'Released hold',
  'order.deleted': 'Deleted order',
  'order.approved': 'Approved company order',
  'order.rejected': 'Rejected company order',
  'order.refunded': 'Refunded order',
  'return.requested': 'Asked to return',
  'return.approved': 'Approved return',
  'return.rejected': 'Rejected return',
  'return.received': 'Received return',
  'return.refunded': 'Refunded return',
  'return.closed': 'Closed return',
  'return.cancelled': 'Cancelled return',
  'warranty.requested': 'Claimed warranty',
  'warranty.rejected': 'Rejected warranty claim',
  'warranty.replaced': 'Replaced under warranty',
  'warranty.refunded': 'Refunded warranty claim',
  'warranty.cancelled': 'Cancelled warranty claim',
  'quote.draft_saved': 'Saved quote draft',
  'quote.sent': 'Sent quote',
  'quote.withdrawn': 'Withdrew quote',
  'quote.message_posted': 'Wrote on quote',
  'staff.invited': 'Invited staff member',
  'staff.invitation_revoked': 'Revoked invitation',
  'staff.joined': 'Joined the staff',
  'staff.role_changed': 'Changed role',
  'staff.disabled': 'Disabled staff member',
  'staff.enabled': 'Enabled staff member',
  'settings.updated': 'Changed setting',
  'sign-in.succeeded': 'Signed in',
  'sign-in.failed': 'Failed sign-in',
  'company.created': 'Set up company',
  'company.updated': 'Changed company terms',
  'company.price_list_changed': 'Changed company price list',
  'company.member_invited': 'Invited company member',
  'company.member_joined': 'Joined company',
  'company.member_changed': 'Changed company member',
  'company.member_removed': 'Removed company member',
  'company.invitation_revoked': 'Revoked company invitation',
  'company.address_added': 'Added company address',
  'company.address_changed': 'Changed company address',
  'company.address_removed': 'Removed company address',
  'invoice.payment_recorded': 'Recorded invoice payment',
  'review.published': 'Published review',
  'review.hidden': 'Hid review',
  'contact.handled': 'Handled contact message',
  'contact.reopened': 'Reopened contact message',
};

export const entityTypeLabels: Record<AuditEntityType, string> = {
  product: 'Products',
  category: 'Categories',
  machine: 'Machines',
  order: 'Orders',
  quote: 'Quotes',
  staff: 'Staff',
  settings: 'Settings',
  'sign-in': 'Sign-ins',
  company: 'Companies',
  invoice: 'Invoices',
  review: 'Reviews',
  contact: 'Contact messages',
  return: 'Returns',
};

/** Each field as a sentence names it, in lower case: "changed the price from … to …". */
const fieldLabels: Record<string, string> = {
  name: 'name',
  sku: 'SKU',
  description: 'description',
  price: 'price',
  salePrice: 'sale price',
  stock: 'stock',
  categoryId: 'category',
  imageUrl: 'image',
  images: 'images',
  documents: 'documents',
  tiers: 'volume tiers',
  fitsUniversal: 'universal fit',
  fitMinWeightKg: 'lightest machine it fits (kg)',
  fitMaxWeightKg: 'heaviest machine it fits (kg)',
  fitPinMm: 'pin (mm)',
  fitCoupler: 'coupler',
  fitsModelIds: 'listed machines',
  modelIds: 'listed machines',
  make: 'make',
  model: 'model',
  operatingWeightKg: 'operating weight (kg)',
  pinDiameterMm: 'pin (mm)',
  coupler: 'coupler',
  status: 'status',
  trackingNumber: 'tracking number',
  trackingCarrier: 'carrier',
  estimatedDelivery: 'estimated delivery',
  notes: 'notes',
  customerName: 'customer',
  total: 'total',
  revision: 'revision',
  lines: 'lines',
  discount: 'discount',
  deliveryCharge: 'delivery charge',
  validUntil: 'valid-until date',
  note: 'note',
  message: 'message',
  role: 'role',
  email: 'e-mail',
  lowStockThreshold: 'low-stock threshold',
  cardHoldMinutes: 'card payment hold (minutes)',
  remitToAddress: 'remit-to address',
  paymentInstructions: 'payment instructions',
  returnWindowDays: 'return window (days)',
  restockingFees: 'restocking fees (%)',
  returnAddress: 'returns address',
  reason: 'reason',
  paymentTerms: 'payment terms',
  creditLimit: 'credit limit',
  graceDays: 'grace days',
  orderLimit: 'order limit',
  monthlyLimit: 'monthly limit',
  paid: 'amount paid',
  reference: 'payment reference',
  refund: 'refund',
  'restocking fee': 'restocking fee',
  method: 'refund method',
  invited: 'invitation',
  member: 'member',
};

/** A yes/no field as what turning it on and off did. */
const switches: Record<string, [on: string, off: string]> = {
  isActive: ['Showed it in the shop', 'Hid it from the shop'],
  creditHold: ['Put the company on credit hold', 'Lifted the credit hold'],
  disabled: ['Disabled the account', 'Enabled the account'],
  fitsUniversal: ['Marked it as fitting any machine', 'Took away its universal fit'],
  handled: ['Marked it handled', 'Reopened it'],
};

/** A field no label names yet still reads as words: "approvalLimit" is "approval limit". */
const fieldLabel = (field: string) =>
  fieldLabels[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const moneyFields = new Set([
  'price',
  'salePrice',
  'total',
  'discount',
  'deliveryCharge',
  'creditLimit',
  'orderLimit',
  'monthlyLimit',
  'paid',
  'refund',
  'restocking fee',
]);
const textLimit = 80;

/** Rich text as the words a person reads, cut short. */
function plainText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > textLimit ? `${text.slice(0, textLimit - 1)}…` : text;
}

/** Names a product's category by id where the list of categories knows it. */
export type CategoryNames = ReadonlyMap<number, string>;

/** One value of a change as staff read it: "$1,299.00", "Yes", "3 images", "Shipped". */
export function formatValue(field: string, value: unknown, categories: CategoryNames): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (moneyFields.has(field) && typeof value === 'string') return formatMoney(value);
  if (field === 'categoryId' && typeof value === 'number') {
    return categories.get(value) ?? `Category #${value}`;
  }
  // Order and quote statuses: "Shipped", "Changes requested".
  if (field === 'status' && typeof value === 'string') {
    return orderStatusLabel(value.replace(/_/g, ' '));
  }
  if (field === 'role' && typeof value === 'string' && value in staffRoleLabels) {
    return staffRoleLabels[value as StaffRole];
  }
  // A product's documents are kept as "Spec sheet: EX200 specifications" each.
  if (field === 'documents' && Array.isArray(value)) {
    return value.length === 0 ? 'none' : plainText(value.join('; '));
  }
  if (Array.isArray(value)) {
    const noun = field === 'images' ? 'image' : field === 'lines' ? 'line' : 'machine';
    return `${value.length} ${noun}${value.length === 1 ? '' : 's'}`;
  }
  if (typeof value === 'object') return plainText(JSON.stringify(value));
  return plainText(String(value));
}

/**
 * A change as a sentence: "Changed the price from $100.00 to $120.00", "Set the stock to 5",
 * "Cleared the tracking number (was 1Z9)", "Put the company on credit hold".
 */
export function describeChange(change: AuditChange, categories: CategoryNames): string {
  const turned = switches[change.field];
  if (turned && typeof change.to === 'boolean') return change.to ? turned[0] : turned[1];
  const label = fieldLabel(change.field);
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  const to = formatValue(change.field, change.to, categories);
  const from = formatValue(change.field, change.from, categories);
  if (empty(change.from)) return `Set the ${label} to ${to}`;
  if (empty(change.to)) return `Cleared the ${label} (was ${from})`;
  return `Changed the ${label} from ${from} to ${to}`;
}
