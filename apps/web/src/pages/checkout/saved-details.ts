import type { CurrentUser, SavedAddress } from '@buildright/api';
import type { CheckoutInfo } from '@buildright/api/shared';
import { deliveryAddressText } from '../../addresses/address-text.ts';
import { fullName } from '../../auth/useCurrentUser.ts';

type Customer = Pick<CurrentUser, 'firstName' | 'lastName' | 'email' | 'phone'>;

/** The checkout as the customer's profile and default address would fill it in. */
export function savedCheckoutDetails(customer: Customer, address?: SavedAddress): CheckoutInfo {
  const buyer = fullName(customer) || (address?.recipientName ?? '');
  return {
    customerName: buyer,
    customerEmail: customer.email ?? '',
    customerPhone: address?.phone ?? customer.phone ?? '',
    customerAddress: address ? deliveryAddressText(address, buyer) : '',
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

/**
 * The customer chose a saved address: its phone (when it has one) and address, with its
 * recipient as the address's "Attn:" line; the buyer's name stays, unless none was given yet.
 */
export function withSavedAddress(current: CheckoutInfo, address: PickedAddress): CheckoutInfo {
  const buyer = current.customerName.trim() || address.recipientName;
  return {
    ...current,
    customerName: buyer,
    customerPhone: address.phone ?? current.customerPhone,
    customerAddress: deliveryAddressText(address, buyer),
  };
}
