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
  'company.address_added': 'Added company address',
  'company.address_changed': 'Changed company address',
  'company.address_removed': 'Removed company address',
  'invoice.payment_recorded': 'Recorded invoice payment',
  'review.published': 'Published review',
  'review.hidden': 'Hid review',
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
};

const fieldLabels: Record<string, string> = {
  name: 'Name',
  sku: 'SKU',
  description: 'Description',
  price: 'Price',
  salePrice: 'Sale price',
  stock: 'Stock',
  categoryId: 'Category',
  imageUrl: 'Image',
  images: 'Images',
  documents: 'Documents',
  isActive: 'Active',
  fitsUniversal: 'Universal fit',
  fitMinWeightKg: 'Fits from (kg)',
  fitMaxWeightKg: 'Fits up to (kg)',
  fitPinMm: 'Pin (mm)',
  fitCoupler: 'Coupler',
  fitsModelIds: 'Listed machines',
  modelIds: 'Listed machines',
  make: 'Make',
  model: 'Model',
  operatingWeightKg: 'Operating weight (kg)',
  pinDiameterMm: 'Pin (mm)',
  coupler: 'Coupler',
  status: 'Status',
  trackingNumber: 'Tracking number',
  trackingCarrier: 'Carrier',
  estimatedDelivery: 'Estimated delivery',
  notes: 'Notes',
  customerName: 'Customer',
  total: 'Total',
  revision: 'Revision',
  lines: 'Lines',
  discount: 'Discount',
  deliveryCharge: 'Delivery',
  validUntil: 'Valid until',
  note: 'Note',
  message: 'Message',
  role: 'Role',
  email: 'E-mail',
  disabled: 'Disabled',
  lowStockThreshold: 'Low-stock threshold',
  reason: 'Reason',
};

const fieldLabel = (field: string) => fieldLabels[field] ?? field;

const moneyFields = new Set(['price', 'salePrice', 'total', 'discount', 'deliveryCharge']);
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

/** "Price: $100.00 → $120.00"; a value set where there was none reads "Stock: 5". */
export function describeChange(change: AuditChange, categories: CategoryNames): string {
  const to = formatValue(change.field, change.to, categories);
  if (change.from === null || change.from === undefined)
    return `${fieldLabel(change.field)}: ${to}`;
  const from = formatValue(change.field, change.from, categories);
  return `${fieldLabel(change.field)}: ${from} → ${to}`;
}
