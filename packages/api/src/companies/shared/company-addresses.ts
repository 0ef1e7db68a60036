import type * as z from 'zod';
import { addressInput } from '../../customers/shared/account.ts';

/** How many delivery addresses a company keeps: its yards and its sites. */
export const MAX_COMPANY_ADDRESSES = 50;

/** A company's delivery address: the fields of a customer's saved address, for every member. */
export const companyAddressInput = addressInput.pick({
  label: true,
  recipientName: true,
  phone: true,
  address: true,
});
export type CompanyAddressInput = z.input<typeof companyAddressInput>;
export type CompanyAddressValues = z.output<typeof companyAddressInput>;

export interface CompanyAddress {
  id: number;
  label: string;
  recipientName: string;
  phone: string | null;
  address: string;
}
