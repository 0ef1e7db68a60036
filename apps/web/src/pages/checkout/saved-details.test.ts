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
  it('takes the default address, with the company on top, and the profile e-mail', () => {
    expect(savedCheckoutDetails(customer, yard)).toEqual({
      customerName: 'Site Manager',
      customerEmail: 'jordan@miller-build.com',
      customerPhone: '+1 503 555 0199',
      customerAddress: 'Miller Earthworks\n12 Quarry Road\nPortland, OR 97201',
    });
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
      customerAddress: '12 Quarry Road\nPortland, OR 97201',
    });
  });

  it('fills only blank fields, keeping what was typed or stored', () => {
    const typed = { ...blank, customerName: 'Pat Typed', customerPhone: '  ' };
    expect(fillBlanks(typed, savedCheckoutDetails(customer, yard))).toEqual({
      customerName: 'Pat Typed',
      customerEmail: 'jordan@miller-build.com',
      customerPhone: '+1 503 555 0199',
      customerAddress: 'Miller Earthworks\n12 Quarry Road\nPortland, OR 97201',
    });
  });

  it('picking a saved address replaces recipient, phone and address but not the e-mail', () => {
    const current = {
      customerName: 'Pat',
      customerEmail: 'pat@example.com',
      customerPhone: '555-0100',
      customerAddress: 'Somewhere',
    };
    expect(withSavedAddress(current, { ...yard, phone: null })).toEqual({
      customerName: 'Site Manager',
      customerEmail: 'pat@example.com',
      customerPhone: '555-0100',
      customerAddress: 'Miller Earthworks\n12 Quarry Road\nPortland, OR 97201',
    });
  });
});
