import { Anchor, Group } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { invoiceUrl } from './invoice.ts';

/** The order's invoice PDF, opened in a new tab. */
export function InvoiceLink({ orderId }: { orderId: number }) {
  return (
    <Anchor href={invoiceUrl(orderId)} target="_blank" rel="noopener" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconFileInvoice size={16} aria-hidden />
        Download invoice
      </Group>
    </Anchor>
  );
}
