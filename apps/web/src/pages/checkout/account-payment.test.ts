import type { MyCompany } from '@buildright/api/shared';
import { describe, expect, it } from 'vitest';
import { accountPaymentOf } from './account-payment.ts';

const onHold = 'Your company is on credit hold: please contact us to pay on account';

const mine = (
  company: Partial<MyCompany['company']>,
  account: MyCompany['account'] = { hold: null, availableCredit: '12500.00' },
): MyCompany => ({
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
  account,
  members: [],
  invitations: [],
});

describe('pay on account at checkout', () => {
  it('is offered with the company, its terms and the credit left', () => {
    expect(accountPaymentOf(mine({}))).toEqual({
      companyName: 'Digger & Sons',
      terms: 'Net 30',
      hold: null,
      availableCredit: '12500.00',
    });
    expect(accountPaymentOf(mine({ paymentTerms: 'net60' }))?.terms).toBe('Net 60');
  });

  it('is not offered before the shop gives the company terms', () => {
    expect(accountPaymentOf(mine({ paymentTerms: 'none' }, null))).toBeNull();
  });

  it('says why it is closed under a credit hold', () => {
    const held = accountPaymentOf(mine({}, { hold: onHold, availableCredit: '0.00' }));
    expect(held?.hold).toBe(onHold);
  });
});
