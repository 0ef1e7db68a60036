import { Button, Group, Text } from '@mantine/core';
import { IconFilePlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { StaffQuote } from '@buildright/api';
import { formatDateTime } from '../lib/format.ts';
import { QuoteStatusBadge } from './QuoteStatusBadge.tsx';
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
