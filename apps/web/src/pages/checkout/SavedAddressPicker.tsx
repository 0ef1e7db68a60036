import type { SavedAddress } from '@buildright/api';
import { Select } from '@mantine/core';
import { deliveryAddressText } from '../../addresses/address-text.ts';

/** Fills the delivery details from another saved address; shows which one the form holds now. */
export function SavedAddressPicker({
  addresses,
  currentAddress,
  onPick,
}: {
  addresses: SavedAddress[];
  currentAddress: string;
  onPick: (address: SavedAddress) => void;
}) {
  const shown = addresses.find((address) => deliveryAddressText(address) === currentAddress.trim());
  return (
    <Select
      label="Saved address"
      placeholder="Choose one of your saved addresses"
      data={addresses.map((address) => ({
        value: String(address.id),
        label: address.isDefault ? `${address.label} (default)` : address.label,
      }))}
      value={shown ? String(shown.id) : null}
      onChange={(id) => {
        const picked = addresses.find((address) => String(address.id) === id);
        if (picked) onPick(picked);
      }}
      allowDeselect={false}
      mb="sm"
    />
  );
}
