import type { QuoteRevisionView } from '@buildright/api';
import { toCents } from '@buildright/api/shared';
import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@buildright/browser';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text component="dt">{label}</Text>
      <Text component="dd" m={0} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, discount, delivery and the total, as the revision froze them when it was sent. */
export function RevisionTotals({
  revision,
  total = revision.total,
}: {
  revision: Pick<
    QuoteRevisionView,
    'subtotal' | 'discount' | 'discountLabel' | 'deliveryCharge' | 'total'
  >;
  /** The amount to show as the total, when something else (the payment) states it. */
  total?: string;
}) {
  // Like the e-mail and the PDF: a discount or delivery of nothing is left out.
  const discounted = toCents(revision.discount) > 0;
  return (
    <Stack gap={6} component="dl" m={0}>
      <Row label="Subtotal" value={formatMoney(revision.subtotal)} testId="quote-subtotal" />
      {discounted && (
        <Row
          label={revision.discountLabel ?? 'Discount'}
          value={`-${formatMoney(revision.discount)}`}
          testId="quote-discount"
        />
      )}
      {toCents(revision.deliveryCharge) > 0 && (
        <Row
          label="Delivery"
          value={formatMoney(revision.deliveryCharge)}
          testId="quote-delivery"
        />
      )}
      <Group
        justify="space-between"
        wrap="nowrap"
        pt="xs"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text component="dt" fw={800} fz="lg">
          Total
        </Text>
        <Text component="dd" m={0} fw={800} fz="xl" data-testid="quote-total">
          {formatMoney(total)}
        </Text>
      </Group>
    </Stack>
  );
}
