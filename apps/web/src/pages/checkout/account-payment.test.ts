import type { MyCompany } from '@buildright/api/shared';
import { describe, expect, it } from 'vitest';
import { accountPaymentOf } from './account-payment.ts';

const mine = (company: Partial<MyCompany['company']>): MyCompany => ({
  company: {
    id: 7,
    name: 'Digger & Sons',
    taxId: null,
    billingAddress: '12 Quarry Road',
    apEmail: null,
    createdAt: new Date('2026-01-05T09:00:00Z'),
    paymentTerms: 'net30',
    creditLimit: '20000.00',
    creditHold: false,
    graceDays: 5,
    ...company,
  },
  role: 'buyer',
  members: [],
  invitations: [],
});

describe('pay on account at checkout', () => {
  it('is offered with the company and its terms', () => {
    expect(accountPaymentOf(mine({}))).toEqual({ companyName: 'Digger & Sons', terms: 'Net 30' });
    expect(accountPaymentOf(mine({ paymentTerms: 'net60' }))?.terms).toBe('Net 60');
  });

  it('is not offered before the shop gives the company terms', () => {
    expect(accountPaymentOf(mine({ paymentTerms: 'none' }))).toBeNull();
  });

  it('is still offered under a credit hold, for the server to refuse with its reason', () => {
    expect(accountPaymentOf(mine({ creditHold: true }))).not.toBeNull();
  });
});
