import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatMoney } from '@buildright/browser';

/** `Pay {total}`, `Processing Payment...` while busy; disabled until the card form is ready. */
export function PayButton({
  amount,
  busy,
  ready,
}: {
  amount: string;
  busy: boolean;
  ready: boolean;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      fullWidth
      disabled={!ready || busy}
      leftSection={<IconLock size={18} aria-hidden />}
      data-testid="pay-button"
    >
      {busy ? 'Processing Payment...' : `Pay ${formatMoney(amount)}`}
    </Button>
  );
}
