import { idParam } from '@buildright/api/shared';
import { errorCode, errorMessage } from '@buildright/browser';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { BackLink } from '../../../components/BackLink.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { returnableLines } from '../../../returns/return-request.ts';
import { returnPath } from '../../../returns/return-paths.ts';
import { ReturnRequestForm } from '../../../returns/ReturnRequestForm.tsx';
import { ReturnRequested } from '../../../returns/ReturnRequested.tsx';
import { LoadFailure, LoadingNotice } from '../../LoadStates.tsx';
import { OrderNotFound } from '../order/OrderNotFound.tsx';
import { SignedInOnly } from '../SignedInOnly.tsx';

/** /account/orders/:id/return: the buyer asks to return lines of a delivered order. */
export function ReturnRequestPage() {
  const { id } = useParams();
  const orderId = idParam.safeParse(id);
  const title = `Return items of order #${id ?? ''} | BuildRight Equipment`;
  return (
    <SignedInOnly title={title}>
      {(user) => (
        <Container size="sm" py="xl">
          <title>{title}</title>
          {orderId.success && !user.isAdmin ? (
            <>
              <BackLink to={`/account/orders/${orderId.data}`}>Back to the order</BackLink>
              <ReturnRequest orderId={orderId.data} />
            </>
          ) : (
            <OrderNotFound />
          )}
        </Container>
      )}
    </SignedInOnly>
  );
}

function ReturnRequest({ orderId }: { orderId: number }) {
  const trpc = useTRPC();
  const order = useQuery(trpc.account.orders.byId.queryOptions({ id: orderId }));
  const request = useMutation(trpc.returns.request.mutationOptions());
  const orderPath = `/account/orders/${orderId}`;

  if (request.isSuccess) {
    return (
      <Stack mt="md">
        <ReturnRequested
          found={request.data}
          actions={
            <>
              <Button component={Link} to={returnPath(orderId, request.data.id)}>
                Follow this return
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
  const lines = returnableLines(order.data.lines);
  return (
    <Stack gap="lg" mt="md">
      <div>
        <Title order={1}>Return items</Title>
        <Text c="dimmed">Order #{orderId} · choose what you are sending back and tell us why.</Text>
      </div>
      {lines.length === 0 ? (
        <Text data-testid="nothing-to-return">
          Nothing of this order can be returned now: it is not delivered yet, everything is already
          being returned, or its return window has closed.
        </Text>
      ) : (
        <ReturnRequestForm
          lines={lines}
          photoOwner={{ orderId }}
          send={(input) => request.mutateAsync({ id: orderId, ...input })}
          pending={request.isPending}
          error={request.error}
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
