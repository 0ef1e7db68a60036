import type { InvoiceState } from '@buildright/api/shared';

export const invoiceStateLabels: Record<InvoiceState, string> = {
  open: 'Open',
  overdue: 'Overdue',
  paid: 'Paid',
};

/** Mantine colours, read as light badges with dark text. */
export const invoiceStateColors: Record<InvoiceState, string> = {
  open: 'blue',
  overdue: 'red',
  paid: 'green',
};
