/**
 * Who on the staff may do what: the one table the server's procedures check and the admin site
 * reads (through the signed-in staff member's permissions) to offer only what a role may do.
 */

import { staffRoles, type StaffRole } from '@buildright/db/domain';

export { staffRoles, type StaffRole };

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  sales: 'Sales',
  warehouse: 'Warehouse',
};

export const staffRoleDescriptions: Record<StaffRole, string> = {
  owner: 'Everything, including staff, roles and the activity log',
  manager: 'Catalogue, orders, returns, refunds and quotes, and the activity log',
  sales: 'Orders, returns, quotes and contact messages; sees the catalogue without changing it',
  warehouse: 'Order status, tracking, returns received and stock only',
};

export const staffPermissions = [
  /** Products, categories and machines, inactive ones included; the product CSV. */
  'catalog.view',
  /** Create, change and delete products, categories and machines; import products; images. */
  'catalog.edit',
  /** A product's stock, and the low-stock threshold. */
  'stock.edit',
  'orders.view',
  /** Order status, tracking number and estimated delivery. */
  'orders.fulfil',
  /** Delete orders; the orders CSV for the accountant. */
  'orders.manage',
  /** Approve, reject, receive (restock or scrap) and close buyers' returns. */
  'returns.manage',
  /** Revenue, orders over time and top products. */
  'sales.view',
  'quotes.manage',
  'contact.view',
  /** Undelivered e-mail, and sending it again. */
  'mail.manage',
  'activity.view',
  'staff.manage',
  /** A company's payment terms, credit limit, credit hold and grace days. */
  'credit.manage',
  /** Give money back: refund an order, or cancel one that was paid (which refunds it). */
  'refunds.manage',
  /** The shop's settings: how long a card attempt holds stock, the invoices' remit-to. */
  'settings.manage',
  /** The background jobs: their runs and failures, and running a failed one again. */
  'jobs.manage',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const rolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  owner: staffPermissions,
  manager: [
    'catalog.view',
    'catalog.edit',
    'stock.edit',
    'orders.view',
    'orders.fulfil',
    'orders.manage',
    'returns.manage',
    'sales.view',
    'quotes.manage',
    'mail.manage',
    'activity.view',
    'credit.manage',
    'refunds.manage',
    'settings.manage',
    'jobs.manage',
  ],
  sales: [
    'catalog.view',
    'orders.view',
    'orders.fulfil',
    'orders.manage',
    'returns.manage',
    'sales.view',
    'quotes.manage',
    'contact.view',
  ],
  warehouse: ['catalog.view', 'stock.edit', 'orders.view', 'orders.fulfil', 'returns.manage'],
};

export function permissionsOf(role: StaffRole): StaffPermission[] {
  return [...rolePermissions[role]];
}

export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return rolePermissions[role].includes(permission);
}

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export const INVITATION_REFUSED =
  'This invitation link is invalid, has expired or has been used. Ask the owner for a new one.';
