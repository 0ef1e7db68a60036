import type { PaymentTerms } from '@buildright/api/shared';

const labels: Record<PaymentTerms, string> = {
  none: 'Card or PO',
  net15: 'Net 15',
  net30: 'Net 30',
  net60: 'Net 60',
};

export const termsLabel = (terms: PaymentTerms) => labels[terms];

export const termsOptions = (Object.keys(labels) as PaymentTerms[]).map((value) => ({
  value,
  label: labels[value],
}));
