import type { BuyerQuote } from '@buildright/api';
import { MAX_CARD_PAYMENT_CENTS, toCents } from '@buildright/api/shared';
import { Button, Stack, Text } from '@mantine/core';
import {
  IconBuildingBank,
  IconCreditCard,
  IconFileInvoice,
  IconMessage2,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAccountPayment } from '../checkout/useAccountPayment.ts';
import { AccountAcceptModal } from './AccountAcceptModal.tsx';
import { DeclineModal } from './DeclineModal.tsx';
import { PurchaseOrderModal } from './PurchaseOrderModal.tsx';
import { quotePaymentPath } from './quote-paths.ts';
import { RequestChangesModal } from './RequestChangesModal.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';

/** The purchase order answers the revision on screen when the modal opened, not a newer one. */
type OpenModal =
  | { kind: 'po' | 'account'; revision: number; total: string }
  | { kind: 'changes' | 'decline' }
  | null;

/**
 * The buyer's answers the quote allows now. The open modal outlives the buttons, so a refusal
 * (the quote expired meanwhile) stays on screen until the buyer closes it.
 */
export function QuoteActions({ quote, token }: { quote: BuyerQuote; token: string }) {
  const [open, setOpen] = useState<OpenModal>(null);
  const close = () => setOpen(null);
  const { current, can } = quote;
  const canAnswer = current && (can.accept || can.requestChanges || can.decline);
  const cardTooLarge = current !== null && toCents(current.total) > MAX_CARD_PAYMENT_CENTS;
  // A signed-in member of a company with terms may charge it to the company's account.
  const { account } = useAccountPayment();

  return (
    <>
      {canAnswer && (
        <SectionCard titleId="answer-title" title="Your answer" titleMb="xs">
          <Text size="sm" c="dimmed" mb="md">
            You are answering revision {current.number}.
          </Text>
          <Stack gap="sm">
            {can.accept && (
              <>
                {cardTooLarge ? (
                  <>
                    <Button disabled leftSection={<IconCreditCard size={18} aria-hidden />}>
                      Accept and pay by card
                    </Button>
                    <Text size="xs" c="dimmed">
                      This quote is too large to pay by card online; accept it with a purchase
                      order.
                    </Text>
                  </>
                ) : (
                  <Button
                    component={Link}
                    to={quotePaymentPath(token, current.number)}
                    leftSection={<IconCreditCard size={18} aria-hidden />}
                  >
                    Accept and pay by card
                  </Button>
                )}
                <Button
                  variant="outline"
                  leftSection={<IconFileInvoice size={18} aria-hidden />}
                  onClick={() =>
                    setOpen({ kind: 'po', revision: current.number, total: current.total })
                  }
                >
                  Accept with a purchase order
                </Button>
                {account && (
                  <>
                    <Button
                      variant="outline"
                      leftSection={<IconBuildingBank size={18} aria-hidden />}
                      disabled={account.hold !== null}
                      onClick={() =>
                        setOpen({ kind: 'account', revision: current.number, total: current.total })
                      }
                    >
                      Accept on account ({account.terms})
                    </Button>
                    {account.hold && (
                      <Text size="xs" c="dimmed">
                        {account.hold}
                      </Text>
                    )}
                  </>
                )}
              </>
            )}
            {can.requestChanges && (
              <Button
                variant="outline"
                color="dark"
                leftSection={<IconMessage2 size={18} aria-hidden />}
                onClick={() => setOpen({ kind: 'changes' })}
              >
                Request changes
              </Button>
            )}
            {can.decline && (
              <Button
                variant="outline"
                color="red"
                leftSection={<IconX size={18} aria-hidden />}
                onClick={() => setOpen({ kind: 'decline' })}
              >
                Decline
              </Button>
            )}
          </Stack>
        </SectionCard>
      )}
      {open?.kind === 'po' && (
        <PurchaseOrderModal
          token={token}
          revision={open.revision}
          total={open.total}
          onClose={close}
        />
      )}
      {open?.kind === 'account' && account && (
        <AccountAcceptModal
          token={token}
          revision={open.revision}
          total={open.total}
          account={account}
          onClose={close}
        />
      )}
      {open?.kind === 'changes' && <RequestChangesModal token={token} onClose={close} />}
      {open?.kind === 'decline' && <DeclineModal token={token} onClose={close} />}
    </>
  );
}
