import { idParam, type ReturnKind } from '@buildright/api/shared';
import { errorCode, errorMessage } from '@buildright/browser';
import { Button, Container, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { BackLink } from '../../../components/BackLink.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { linesLeft, requestWords } from '../../../returns/return-request.ts';
import { returnPath } from '../../../returns/return-paths.ts';
import { RequestHeading } from '../../../returns/RequestHeading.tsx';
import { ReturnRequestForm } from '../../../returns/ReturnRequestForm.tsx';
import { ReturnRequested } from '../../../returns/ReturnRequested.tsx';
import { LoadFailure, LoadingNotice } from '../../LoadStates.tsx';
import { OrderNotFound } from '../order/OrderNotFound.tsx';
import { SignedInOnly } from '../SignedInOnly.tsx';

/** /account/orders/:id/return: the buyer asks to return lines of a delivered order. */
export function ReturnRequestPage() {
  return <RequestPage kind="return" />;
}

/** /account/orders/:id/warranty-claim: the buyer claims the warranty of defective lines. */
export function WarrantyClaimPage() {
  return <RequestPage kind="warranty" />;
}

function RequestPage({ kind }: { kind: ReturnKind }) {
  const { id } = useParams();
  const orderId = idParam.safeParse(id);
  const title = `${requestWords[kind].action} · Order #${id ?? ''} | BuildRight Equipment`;
  return (
    <SignedInOnly title={title}>
      {(user) => (
        <Container size="sm" py="xl">
          <title>{title}</title>
          {orderId.success && !user.isAdmin ? (
            <>
              <BackLink to={`/account/orders/${orderId.data}`}>Back to the order</BackLink>
              <Request kind={kind} orderId={orderId.data} />
            </>
          ) : (
            <OrderNotFound />
          )}
        </Container>
      )}
    </SignedInOnly>
  );
}

function Request({ kind, orderId }: { kind: ReturnKind; orderId: number }) {
  const trpc = useTRPC();
  const order = useQuery(trpc.account.orders.byId.queryOptions({ id: orderId }));
  const request = useMutation(trpc.returns.request.mutationOptions());
  const claim = useMutation(trpc.returns.claimWarranty.mutationOptions());
  const asking = kind === 'warranty' ? claim : request;
  const orderPath = `/account/orders/${orderId}`;

  if (asking.isSuccess) {
    return (
      <Stack mt="md">
        <ReturnRequested
          found={asking.data}
          actions={
            <>
              <Button component={Link} to={returnPath(orderId, asking.data.id)}>
                Follow this {kind === 'warranty' ? 'claim' : 'return'}
              </Button>
              <Button component={Link} to={orderPath} variant="outline">
                Back to the order
              </Button>
            </>
          }
        />
      </Stack>
    );
  }
  if (order.isPending) return <LoadingNotice what="order" py={96} />;
  if (order.isError) {
    if (errorCode(order.error) === 'NOT_FOUND') return <OrderNotFound />;
    return <LoadFailure what="order" message={errorMessage(order.error)} py="xl" />;
  }
  const lines = linesLeft(kind, order.data.lines);
  return (
    <Stack gap="lg" mt="md">
      <RequestHeading kind={kind} orderId={orderId} warrantyEndsAt={order.data.warrantyEndsAt} />
      {lines.length === 0 ? (
        <Text data-testid="nothing-to-return">{requestWords[kind].nothingLeft}</Text>
      ) : (
        <ReturnRequestForm
          kind={kind}
          lines={lines}
          photoOwner={{ orderId }}
          send={{
            return: (input) => request.mutateAsync({ id: orderId, ...input }),
            warranty: (input) => claim.mutateAsync({ id: orderId, ...input }),
          }}
          pending={asking.isPending}
          error={asking.error}
          cancel={
            <Button component={Link} to={orderPath} variant="subtle" color="dark">
              Cancel
            </Button>
          }
        />
      )}
    </Stack>
  );
}
