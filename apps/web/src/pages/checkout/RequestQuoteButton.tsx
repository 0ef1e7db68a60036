import { Button } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';

/** Submits the checkout as a quote request. */
export function RequestQuoteButton({ busy }: { busy: boolean }) {
  return (
    <Button
      type="submit"
      size="md"
      fullWidth
      variant="filled"
      color="dark"
      disabled={busy}
      leftSection={<IconFileInvoice size={18} aria-hidden />}
    >
      {busy ? 'Submitting Request...' : 'Request Quote'}
    </Button>
  );
}
