import type { SavedAddress } from '@buildright/api';

/** A saved address as the checkout's single Full Address field holds it: company on top. */
export function deliveryAddressText(address: Pick<SavedAddress, 'company' | 'address'>): string {
  return [address.company, address.address].filter(Boolean).join('\n');
}
