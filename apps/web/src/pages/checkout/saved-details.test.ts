import { describe, expect, it } from 'vitest';
import { fillBlanks, savedCheckoutDetails, withSavedAddress } from './saved-details.ts';

const customer = {
  firstName: 'Jordan',
  lastName: 'Miller',
  email: 'jordan@miller-build.com',
  phone: '+1 503 555 0100',
};
const yard = {
  id: 1,
  label: 'Yard',
  recipientName: 'Site Manager',
  phone: '+1 503 555 0199',
  company: 'Miller Earthworks',
  address: '12 Quarry Road\nPortland, OR 97201',
  isDefault: true,
};
const blank = { customerName: '', customerEmail: '', customerPhone: '', customerAddress: '' };

describe('checkout prefill from saved details', () => {
  it('takes the default address, the company on top and its recipient as Attn, the buyer named', () => {
    expect(savedCheckoutDetails(customer, yard)).toEqual({
      customerName: 'Jordan Miller',
      customerEmail: 'jordan@miller-build.com',
      customerPhone: '+1 503 555 0199',
      customerAddress: 'Miller Earthworks\nAttn: Site Manager\n12 Quarry Road\nPortland, OR 97201',
    });
    // An address the buyer receives themselves needs no Attn line.
    expect(
      savedCheckoutDetails(customer, { ...yard, recipientName: 'jordan miller' }).customerAddress,
    ).toBe('Miller Earthworks\n12 Quarry Road\nPortland, OR 97201');
  });

  it('falls back to the profile name and phone without an address', () => {
    expect(savedCheckoutDetails(customer)).toEqual({
      customerName: 'Jordan Miller',
      customerEmail: 'jordan@miller-build.com',
      customerPhone: '+1 503 555 0100',
      customerAddress: '',
    });
    expect(savedCheckoutDetails(customer, { ...yard, phone: null, company: null })).toMatchObject({
      customerPhone: '+1 503 555 0100',
      customerAddress: 'Attn: Site Manager\n12 Quarry Road\nPortland, OR 97201',
    });
  });

  it('fills only blank fields, keeping what was typed or stored', () => {
    const typed = { ...blank, customerName: 'Pat Typed', customerPhone: '  ' };
    expect(fillBlanks(typed, savedCheckoutDetails(customer, yard))).toEqual({
      customerName: 'Pat Typed',
      customerEmail: 'jordan@miller-build.com',
      customerPhone: '+1 503 555 0199',
      customerAddress: 'Miller Earthworks\nAttn: Site Manager\n12 Quarry Road\nPortland, OR 97201',
    });
  });

  it("picking a saved address replaces phone and address, its recipient as Attn, not the buyer's name", () => {
    const current = {
      customerName: 'Pat',
      customerEmail: 'pat@example.com',
      customerPhone: '555-0100',
      customerAddress: 'Somewhere',
    };
    expect(withSavedAddress(current, { ...yard, phone: null })).toEqual({
      customerName: 'Pat',
      customerEmail: 'pat@example.com',
      customerPhone: '555-0100',
      customerAddress: 'Miller Earthworks\nAttn: Site Manager\n12 Quarry Road\nPortland, OR 97201',
    });
    // A buyer who has not written their name yet takes the recipient's.
    expect(withSavedAddress({ ...current, customerName: ' ' }, yard).customerName).toBe(
      'Site Manager',
    );
  });
});
