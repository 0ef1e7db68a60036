import { Card, Stack, Text, Title } from '@mantine/core';
import { CheckoutProblem, type CheckoutFailure } from './CheckoutProblem.tsx';
import { FieldsToFix } from './FieldsToFix.tsx';
import { PayByCard } from './PayByCard.tsx';
import { RequestQuoteButton } from './RequestQuoteButton.tsx';
import type { CardApproval } from './SendForApproval.tsx';

/** How everyone but a company member with payment terms pays: by card, or by a quote request. */
export function CardOrQuoteOptions({
  missing,
  toFix,
  cardApproval,
  problem,
  requesting,
}: {
  /** The fields not yet complete, by label. */
  missing: string[];
  /** The fields a submit found wrong, by label. */
  toFix: string[];
  cardApproval: CardApproval;
  problem: CheckoutFailure | null;
  requesting: boolean;
}) {
  return (
    <>
      <Card withBorder radius="md" p="lg">
        <Title order={2} fz="xl" mb="xs">
          Payment Options
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          Pay now by card, or request a quote and our sales team will contact you to arrange payment
          and delivery.
        </Text>
        <PayByCard missing={missing} approval={cardApproval} />
      </Card>

      <Card withBorder radius="md" p="lg">
        <Title order={2} fz="xl" mb="xs">
          Request a Quote
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          No payment now. We reserve your items and our sales team gets back to you within 24 hours
          with delivery options and a final quote.
        </Text>
        <Stack gap="md">
          {problem && <CheckoutProblem problem={problem} />}
          <FieldsToFix labels={toFix} />
          <RequestQuoteButton busy={requesting} />
        </Stack>
      </Card>
    </>
  );
}
