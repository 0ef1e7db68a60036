import type { BuyerQuote } from '@buildright/api';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { formatCalendarDay, formatDate } from '@buildright/browser';
import { quotePdfUrl } from '../../lib/document-links.ts';
import { Detail } from '../account/Detail.tsx';
import { offerCountdown } from './validity.ts';

/** Until when the offer holds, the PDF of it, and who it is for. */
export function QuoteFacts({ quote, token }: { quote: BuyerQuote; token: string }) {
  const { current, buyer } = quote;
  const countdown = current && offerCountdown(quote.status, current.daysLeft);
  const urgent = current !== null && current.daysLeft <= 0;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="quote-facts-title">
      <Title order={2} fz="xl" mb="sm" id="quote-facts-title">
        Quote details
      </Title>
      <Stack gap={6}>
        <Detail label="Requested" value={formatDate(quote.createdAt)} />
        {current && (
          <>
            {current.sentAt && <Detail label="Sent" value={formatDate(current.sentAt)} />}
            <Text size="sm" data-testid="quote-validity">
              <Text component="span" c="dimmed">
                Valid until:{' '}
              </Text>
              {formatCalendarDay(current.validUntil)}
              {countdown && (
                <Text component="span" fw={700} c={urgent ? 'red.9' : undefined}>
                  {' '}
                  ({countdown})
                </Text>
              )}
            </Text>
          </>
        )}
        <Text size="sm" mt="xs" fw={600}>
          {buyer.name}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {buyer.address}
        </Text>
        <Text size="sm" c="dimmed">
          {buyer.email}
          {buyer.phone && ` · ${buyer.phone}`}
        </Text>
      </Stack>
      {current && (
        <Button
          component="a"
          href={quotePdfUrl(token)}
          target="_blank"
          variant="outline"
          color="dark"
          mt="md"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
        >
          Download PDF
        </Button>
      )}
    </Card>
  );
}
