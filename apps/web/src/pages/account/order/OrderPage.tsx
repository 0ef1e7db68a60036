import { idParam, returnKinds } from '@buildright/api/shared';
import { Button, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { errorCode, errorMessage } from '@buildright/browser';
import { BackLink } from '../../../components/BackLink.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { OrderAgain } from '../order-again/OrderAgain.tsx';
import { SaveOrderAsList } from '../../../lists/SaveOrderAsList.tsx';
import { SignedInOnly } from '../SignedInOnly.tsx';
import { OrderReturnsCard } from '../../../returns/OrderReturnsCard.tsx';
import { linesLeft, requestWords } from '../../../returns/return-request.ts';
import { requestPath } from '../../../returns/return-paths.ts';
import { RequestIcon } from '../../../returns/RequestIcon.tsx';
import { OrderNotFound } from './OrderNotFound.tsx';
import { OrderView } from './OrderView.tsx';
import { LoadFailure, LoadingNotice } from '../../LoadStates.tsx';
import { ReturnedPaymentNotice } from '../../payment/ReturnedPaymentNotice.tsx';
import { useReturnedPayment } from '../../payment/useReturnedPayment.ts';

export function OrderPage() {
  const { id } = useParams();
  const orderId = idParam.safeParse(id);
  const title = `Order #${id ?? ''} | BuildRight Equipment`;
  return (
    <SignedInOnly title={title}>
      {(user) => (
        <Container size="lg" py="xl">
          <title>{title}</title>
          <BackLink to="/account">Back to My Account</BackLink>
          {orderId.success && !user.isAdmin ? (
            <OrderDetails orderId={orderId.data} />
          ) : (
            <OrderNotFound />
          )}
        </Container>
      )}
    </SignedInOnly>
  );
}

function OrderDetails({ orderId }: { orderId: number }) {
  const trpc = useTRPC();
  const order = useQuery(trpc.account.orders.byId.queryOptions({ id: orderId }));
  // An approved company order's card payment lands back here (OrderPaymentPage).
  const returnedPayment = useReturnedPayment();

  if (order.isPending) return <LoadingNotice what="order" py={96} />;
  if (order.isError) {
    if (errorCode(order.error) === 'NOT_FOUND') return <OrderNotFound />;
    return <LoadFailure what="order" message={errorMessage(order.error)} py="xl" />;
  }
  return (
    <>
      <ReturnedPaymentNotice payment={returnedPayment} />
      <OrderView
        order={order.data}
        actions={
          <OrderAgain orderId={order.data.id}>
            {returnKinds.map(
              (kind) =>
                linesLeft(kind, order.data.lines).length > 0 && (
                  <Button
                    key={kind}
                    component={Link}
                    to={requestPath(kind, order.data.id)}
                    variant="outline"
                    size="sm"
                    leftSection={<RequestIcon kind={kind} size={16} />}
                  >
                    {requestWords[kind].action}
                  </Button>
                ),
            )}
            <SaveOrderAsList orderId={order.data.id} />
          </OrderAgain>
        }
        returns={order.data.status === 'delivered' && <OrderReturnsCard orderId={order.data.id} />}
      />
    </>
  );
}
