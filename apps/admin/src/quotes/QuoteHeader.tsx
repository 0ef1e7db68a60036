import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconExternalLink, IconFilePlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { StaffQuote } from '@buildright/api';
import { shopUrl } from '../lib/origin.ts';
import { QuoteStatusBadge } from '@buildright/ui';
import { formatDateTime } from '@buildright/browser';
import { WithdrawQuoteDialog } from './WithdrawQuoteDialog.tsx';

/** Where the quote stands, and the moves the server allows from there. */
export function QuoteHeader(props: { quote: StaffQuote; onRevise?: () => void }) {
  const { quote } = props;
  const [withdrawing, setWithdrawing] = useState(false);
  return (
    <Group justify="space-between" align="flex-start">
      <Group gap="sm">
        <QuoteStatusBadge status={quote.status} size="lg" />
        <Text size="sm" c="dimmed">
          Requested {formatDateTime(quote.createdAt)}
        </Text>
        {/* The page the buyer's e-mails link to: what they see and can do now. */}
        <Anchor href={`${shopUrl}quotes/${quote.token}`} target="_blank" rel="noopener" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconExternalLink size={16} aria-hidden />
            Buyer's page
          </Group>
        </Anchor>
      </Group>
      <Group gap="sm">
        {props.onRevise && (
          <Button
            variant="light"
            leftSection={<IconFilePlus size={16} aria-hidden />}
            onClick={props.onRevise}
          >
            New revision
          </Button>
        )}
        {quote.can.withdraw && (
          <Button
            variant="outline"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setWithdrawing(true)}
          >
            Withdraw quote
          </Button>
        )}
      </Group>
      <WithdrawQuoteDialog
        quote={quote}
        opened={withdrawing}
        onClose={() => setWithdrawing(false)}
      />
    </Group>
  );
}
