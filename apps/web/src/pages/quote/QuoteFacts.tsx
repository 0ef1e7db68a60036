import type { BuyerQuote } from '@buildright/api';
import { Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { formatCalendarDay, formatDate } from '@buildright/browser';
import { OutlineLinkButton } from '../../components/OutlineLinkButton.tsx';
import { RecipientDetails } from '../../components/RecipientDetails.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { quotePdfUrl } from '../../lib/document-links.ts';
import { Detail } from '../account/Detail.tsx';
import { offerCountdown } from './validity.ts';

/** Until when the offer holds, the PDF of it, and who it is for. */
export function QuoteFacts({ quote, token }: { quote: BuyerQuote; token: string }) {
  const { current, buyer } = quote;
  const countdown = current && offerCountdown(quote.status, current.daysLeft);
  const urgent = current !== null && current.daysLeft <= 0;
  return (
    <SectionCard titleId="quote-facts-title" title="Quote details" titleMb="sm">
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
        <RecipientDetails recipient={buyer} />
      </Stack>
      {current && (
        <OutlineLinkButton
          href={quotePdfUrl(token)}
          newTab
          icon={IconFileTypePdf}
          iconSize={18}
          mt="md"
        >
          Download PDF
        </OutlineLinkButton>
      )}
    </SectionCard>
  );
}
