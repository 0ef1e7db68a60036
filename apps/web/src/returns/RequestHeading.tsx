import type { ReturnKind } from '@buildright/api/shared';
import { formatDate } from '@buildright/browser';
import { Text, Title } from '@mantine/core';
import { requestWords } from './return-request.ts';

/** The heading of the return or warranty claim form: what the buyer does, and until when. */
export function RequestHeading({
  kind,
  orderId,
  warrantyEndsAt,
}: {
  kind: ReturnKind;
  orderId: number;
  warrantyEndsAt: Date | null;
}) {
  return (
    <div>
      <Title order={1}>{requestWords[kind].action}</Title>
      <Text c="dimmed">
        Order #{orderId} · {requestWords[kind].intro}
      </Text>
      {kind === 'warranty' && warrantyEndsAt && (
        <Text c="dimmed" size="sm" data-testid="warranty-ends">
          Under warranty until {formatDate(warrantyEndsAt)}.
        </Text>
      )}
    </div>
  );
}
