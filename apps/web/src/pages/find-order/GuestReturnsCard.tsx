import { returnKindLabels, type OrderLookupInput } from '@buildright/api/shared';
import { errorMessage } from '@buildright/browser';
import { Anchor, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { toastCancelled } from '../../returns/CancelReturn.tsx';
import { ReturnsListCard } from '../../returns/OrderReturnsCard.tsx';
import { ReturnStatusView } from '../../returns/ReturnStatusView.tsx';
import { LoadFailure } from '../LoadStates.tsx';
import { useGuestReturnChange, useGuestReturns } from './guest-returns.ts';

/**
 * The returns and claims of the order a guest looked up, each opening its status in a dialog,
 * where one the shop has not answered may be cancelled; nothing when there are none.
 */
export function GuestReturnsCard({
  orderId,
  lookup,
}: {
  orderId: number;
  lookup: OrderLookupInput;
}) {
  const trpc = useTRPC();
  const returns = useGuestReturns(orderId, lookup);
  const change = useGuestReturnChange(orderId);
  const [openId, setOpenId] = useState<number | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const cancel = useMutation(
    trpc.returns.guestCancel.mutationOptions({
      onSuccess: (next) => {
        change(next);
        toastCancelled(next);
      },
    }),
  );
  if (returns.isError) {
    return <LoadFailure what="returns" message={errorMessage(returns.error)} />;
  }
  if (!returns.data || returns.data.length === 0) return null;
  const open = returns.data.find((found) => found.id === openId);
  return (
    <>
      <ReturnsListCard
        returns={returns.data}
        opener={(found) => (
          <Anchor
            component="button"
            type="button"
            fw={700}
            onClick={() => {
              cancel.reset();
              setOpenId(found.id);
            }}
            aria-haspopup="dialog"
          >
            {found.number}
          </Anchor>
        )}
      />
      <Modal
        opened={open !== undefined}
        onClose={() => setOpenId(null)}
        title={open && `${returnKindLabels[open.kind]} ${open.number}`}
        size="xl"
        fullScreen={phone}
        styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        {open && (
          <ReturnStatusView
            found={open}
            inDialog
            cancel={{
              confirm: () => cancel.mutate({ ...lookup, id: open.id }),
              pending: cancel.isPending,
              error: cancel.error,
            }}
          />
        )}
      </Modal>
    </>
  );
}
