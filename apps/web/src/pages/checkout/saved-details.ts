import type { CurrentUser, SavedAddress } from '@buildright/api';
import type { CheckoutInfo } from '@buildright/api/shared';
import { deliveryAddressText } from '../../addresses/address-text.ts';
import { fullName } from '../../auth/useCurrentUser.ts';

type Customer = Pick<CurrentUser, 'firstName' | 'lastName' | 'email' | 'phone'>;

/** The checkout as the customer's profile and default address would fill it in. */
export function savedCheckoutDetails(customer: Customer, address?: SavedAddress): CheckoutInfo {
  return {
    customerName: address?.recipientName ?? fullName(customer),
    customerEmail: customer.email ?? '',
    customerPhone: address?.phone ?? customer.phone ?? '',
    customerAddress: address ? deliveryAddressText(address) : '',
  };
}

/** Saved details go only where the field is still blank: what is there already stays. */
export function fillBlanks(current: CheckoutInfo, saved: CheckoutInfo): CheckoutInfo {
  const pick = (field: keyof CheckoutInfo) =>
    current[field].trim() === '' ? saved[field] : current[field];
  return {
    customerName: pick('customerName'),
    customerEmail: pick('customerEmail'),
    customerPhone: pick('customerPhone'),
    customerAddress: pick('customerAddress'),
  };
}

/** An address to deliver to: the customer's own, or their company's (under its name). */
export type PickedAddress = Pick<SavedAddress, 'recipientName' | 'phone' | 'company' | 'address'>;

/** The customer chose a saved address: its recipient, phone (when it has one) and address. */
export function withSavedAddress(current: CheckoutInfo, address: PickedAddress): CheckoutInfo {
  return {
    ...current,
    customerName: address.recipientName,
    customerPhone: address.phone ?? current.customerPhone,
    customerAddress: deliveryAddressText(address),
  };
}
