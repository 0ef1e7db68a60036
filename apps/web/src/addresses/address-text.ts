import type { SavedAddress } from '@buildright/api';

type Deliverable = Pick<SavedAddress, 'company' | 'address'> &
  Partial<Pick<SavedAddress, 'recipientName'>>;

/**
 * A saved address as the checkout's single Full Address field holds it: the company on top,
 * then who receives it ("Attn: Yard office") when that is not the buyer, whose name stays the
 * order's: an approver and the invoice name who placed it, not the yard's contact.
 */
export function deliveryAddressText(address: Deliverable, buyerName = ''): string {
  const recipient = address.recipientName?.trim() ?? '';
  const attention =
    recipient !== '' && recipient.toLowerCase() !== buyerName.trim().toLowerCase()
      ? `Attn: ${recipient}`
      : null;
  return [address.company, attention, address.address].filter(Boolean).join('\n');
}
