import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { useReturnedPayment } from './useReturnedPayment.ts';

/** What became of the card payment the buyer has just come back from. */
export function ReturnedPaymentNotice({
  payment,
}: {
  payment: ReturnType<typeof useReturnedPayment>;
}) {
  if (payment.isPending) {
    return (
      <Group gap="xs" mb="lg" role="status">
        <Loader size="xs" aria-hidden />
        <Text c="dimmed">Confirming your payment...</Text>
      </Group>
    );
  }
  if (payment.data?.paymentStatus === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        mb="lg"
        role="alert"
        icon={<IconAlertTriangle aria-hidden />}
        title="Payment failed"
      >
        {payment.data.message ?? 'Your payment could not be completed.'} You can try again with
        another card.
      </Alert>
    );
  }
  if (payment.isError) {
    return (
      <Alert color="yellow" variant="light" mb="lg" title="We could not look up this payment">
        If money was taken, your order is safe: our team sees every payment and will contact you.
      </Alert>
    );
  }
  return null;
}
