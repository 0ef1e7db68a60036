import type { SavedAddress } from '@buildright/api';
import type { CompanyAddress } from '@buildright/api/shared';
import { Select } from '@mantine/core';
import { deliveryAddressText } from '../../addresses/address-text.ts';
import type { PickedAddress } from './saved-details.ts';

/** The company's shared addresses, delivered to under the company's name. */
export interface CompanyAddresses {
  companyName: string;
  addresses: CompanyAddress[];
}

interface Choice {
  value: string;
  label: string;
  picked: PickedAddress;
}

function choicesOf(addresses: SavedAddress[], company: CompanyAddresses | null) {
  const mine: Choice[] = addresses.map((address) => ({
    value: `mine-${address.id}`,
    label: address.isDefault ? `${address.label} (default)` : address.label,
    picked: address,
  }));
  const shared: Choice[] = (company?.addresses ?? []).map((address) => ({
    value: `company-${address.id}`,
    label: address.label,
    picked: { ...address, company: company!.companyName },
  }));
  return { mine, shared };
}

/**
 * Fills the delivery details from a saved address, the customer's own or one their company
 * shares; shows which one the form holds now.
 */
export function SavedAddressPicker({
  addresses,
  company,
  currentAddress,
  buyerName,
  onPick,
}: {
  addresses: SavedAddress[];
  company: CompanyAddresses | null;
  currentAddress: string;
  buyerName: string;
  onPick: (address: PickedAddress) => void;
}) {
  const { mine, shared } = choicesOf(addresses, company);
  const all = [...mine, ...shared];
  const shown = all.find(
    (choice) => deliveryAddressText(choice.picked, buyerName) === currentAddress.trim(),
  );
  const plain = (choices: Choice[]) => choices.map(({ value, label }) => ({ value, label }));
  return (
    <Select
      label="Saved address"
      placeholder="Choose a saved address"
      data={
        shared.length === 0
          ? plain(mine)
          : [
              ...(mine.length > 0 ? [{ group: 'Your addresses', items: plain(mine) }] : []),
              { group: `${company!.companyName} addresses`, items: plain(shared) },
            ]
      }
      value={shown?.value ?? null}
      onChange={(value) => {
        const picked = all.find((choice) => choice.value === value);
        if (picked) onPick(picked.picked);
      }}
      allowDeselect={false}
      mb="sm"
    />
  );
}
