import { describe, expect, it } from 'vitest';
import { invoiceState, owedCents } from './invoices.ts';

describe('what an invoice still owes', () => {
  it('is its amount less what was paid and what credit notes took off', () => {
    expect(owedCents({ amount: '1250.00', paid: '0.00', credited: '0.00' })).toBe(125_000);
    expect(owedCents({ amount: '1250.00', paid: '400.00', credited: '50.25' })).toBe(79_975);
  });

  it('is nothing when payments and credit notes cover it exactly', () => {
    expect(owedCents({ amount: '1250.00', paid: '1000.00', credited: '250.00' })).toBe(0);
  });

  it('is never below nothing when credited or paid beyond its amount', () => {
    expect(owedCents({ amount: '100.00', paid: '60.00', credited: '90.00' })).toBe(0);
    expect(owedCents({ amount: '100.00', paid: '0.00', credited: '100.01' })).toBe(0);
  });
});

describe("an invoice's state", () => {
  const invoice = { amount: '100.00', paid: '60.00', dueOn: '2025-03-01' };

  it('is paid once it owes nothing, credit notes counting as paid', () => {
    expect(invoiceState({ ...invoice, credited: '40.00' }, '2025-04-01')).toBe('paid');
    expect(invoiceState({ ...invoice, credited: '90.00' }, '2025-04-01')).toBe('paid');
  });

  it('is open, or overdue after its due day, while a cent is owed', () => {
    expect(invoiceState({ ...invoice, credited: '39.99' }, '2025-03-01')).toBe('open');
    expect(invoiceState({ ...invoice, credited: '39.99' }, '2025-03-02')).toBe('overdue');
  });
});
