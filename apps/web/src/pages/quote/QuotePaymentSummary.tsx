import type { QuoteRevisionView } from '@buildright/api';
import { Card, Divider, Text, Title } from '@mantine/core';
import { SummaryLines } from '../../components/SummaryLines.tsx';
import { RevisionTotals } from './RevisionTotals.tsx';

/** What the card pays for: the accepted revision, and the amount the payment states. */
export function QuotePaymentSummary({
  quoteNumber,
  revision,
  amount,
}: {
  quoteNumber: string;
  revision: QuoteRevisionView;
  /** The payment's amount, once it is open: the quoted total, charged as is. */
  amount: string | null;
}) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="payment-summary-title">
      <Title order={2} fz="xl" id="payment-summary-title">
        Quote Summary
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {quoteNumber}, revision {revision.number}
      </Text>
      <SummaryLines lines={revision.lines} />
      <Divider my="md" />
      <RevisionTotals revision={revision} total={amount ?? revision.total} />
    </Card>
  );
}
