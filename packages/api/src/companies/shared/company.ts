import * as z from 'zod';
import {
  companyRoles,
  paymentTermsOptions,
  type CompanyRole,
  type PaymentTerms,
} from '@buildright/db/domain';
import {
  emailField,
  moneyField,
  optionalText,
  pageField,
  pageSizeField,
  requiredText,
  wholeNumber,
} from '../../shared/fields.ts';

export { companyRoles, paymentTermsOptions, type CompanyRole, type PaymentTerms };

/** An invitation's link works once, for this long. */
export const COMPANY_INVITATION_DAYS = 14;
/** A company has at most this many members; its page lists them all. */
export const MAX_COMPANY_MEMBERS = 200;
export const MAX_GRACE_DAYS = 365;

export const companyRoleLabels: Record<CompanyRole, string> = {
  admin: 'Admin',
  approver: 'Approver',
  buyer: 'Buyer',
};

export const companyRoleDescriptions: Record<CompanyRole, string> = {
  admin: 'Manages members, roles, addresses and spending limits, and orders',
  approver: "Approves or rejects orders over a buyer's limit, and orders",
  buyer: 'Orders within the limits the company sets',
};

const roleField = z.enum(companyRoles, {
  error: `Role must be one of ${companyRoles.join(', ')}`,
});

/** A spending limit in dollars ("2500.00"); null or left out for none. Never negative. */
const limitField = (label: string) =>
  moneyField(`${label} is required`, `${label} must be an amount like 2500.00`)
    .nullish()
    .transform((value) => value ?? null);

/** What a customer gives to set up their company. */
export const companyInput = z.strictObject({
  name: requiredText('Company name is required', 200),
  taxId: optionalText(50),
  billingAddress: requiredText('Billing address is required', 1000),
  /** The accounts-payable desk's address, where invoices go. */
  apEmail: emailField('Accounts-payable e-mail must be a valid address').nullish(),
});
export type CompanyInput = z.output<typeof companyInput>;

/** A company admin invites an address into the company, with a role and limits. */
export const companyInvitationInput = z.strictObject({
  email: emailField(),
  role: roleField,
  orderLimit: limitField('Order limit'),
  monthlyLimit: limitField('Monthly limit'),
});
export type CompanyInvitationInput = z.output<typeof companyInvitationInput>;

/** A company admin sets a member's role and limits (null: no limit). */
export const companyMemberInput = z.strictObject({
  role: roleField,
  orderLimit: limitField('Order limit'),
  monthlyLimit: limitField('Monthly limit'),
});
export type CompanyMemberInput = z.output<typeof companyMemberInput>;

/** The e-mailed link's secret. */
export const companyInvitationToken = z.strictObject({
  token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(100),
});

/** Staff set a company's terms and credit. */
export const companyTermsInput = z.strictObject({
  paymentTerms: z.enum(paymentTermsOptions, {
    error: `Payment terms must be one of ${paymentTermsOptions.join(', ')}`,
  }),
  creditLimit: moneyField(
    'Credit limit is required',
    'Credit limit must be an amount like 25000.00',
  ),
  creditHold: z.boolean({ error: 'Credit hold must be true or false' }),
  graceDays: wholeNumber(`Grace days must be a whole number from 0 to ${MAX_GRACE_DAYS}`, {
    min: 0,
    max: MAX_GRACE_DAYS,
  }),
});
export type CompanyTermsInput = z.output<typeof companyTermsInput>;

/** The staff's list of companies: a page, searched by name. */
export const companyListInput = z.strictObject({
  page: pageField,
  pageSize: pageSizeField(100, 25),
  q: z.string({ error: 'Search must be text' }).trim().max(100).optional(),
});
export type CompanyListInput = z.input<typeof companyListInput>;

export interface CompanyMember {
  customerId: number;
  name: string;
  email: string;
  role: CompanyRole;
  orderLimit: string | null;
  monthlyLimit: string | null;
  joinedAt: Date;
}

export interface CompanyTerms {
  paymentTerms: PaymentTerms;
  creditLimit: string;
  creditHold: boolean;
  graceDays: number;
}

export interface Company extends CompanyTerms {
  id: number;
  name: string;
  taxId: string | null;
  billingAddress: string;
  apEmail: string | null;
  createdAt: Date;
}

export interface OpenCompanyInvitation {
  id: number;
  email: string;
  role: CompanyRole;
  orderLimit: string | null;
  monthlyLimit: string | null;
  invitedAt: Date;
  expiresAt: Date;
}

/**
 * Whether the company can buy on account now, as the checkout tells a member before they try:
 * why it is on credit hold (null when it is not), and the credit left.
 */
export interface AccountStanding {
  hold: string | null;
  /** Decimal string: the credit limit less unpaid invoices and orders awaiting approval. */
  availableCredit: string;
}

/** The signed-in customer's company, as their role lets them see it. */
export interface MyCompany {
  company: Company;
  role: CompanyRole;
  /** Null while the shop has given the company no payment terms. */
  account: AccountStanding | null;
  members: CompanyMember[];
  /** Open invitations: for the company's admins only, empty for other roles. */
  invitations: OpenCompanyInvitation[];
}

/** What an invitation's link shows before it is accepted. */
export interface CompanyInvitationView {
  companyName: string;
  email: string;
  role: CompanyRole;
  expiresAt: Date;
}
