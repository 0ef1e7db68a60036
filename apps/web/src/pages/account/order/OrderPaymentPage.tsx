import { idParam } from '@buildright/api/shared';
import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { errorCode, errorMessage } from '@buildright/browser';
import { ErrorWithAction } from '../../../components/ErrorWithAction.tsx';
import { PaymentStepLayout } from '../../../components/PaymentStepLayout.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { LoadFailure, LoadingNotice } from '../../LoadStates.tsx';
import { PaymentInformation } from '../../payment/PaymentInformation.tsx';
import { SignedInOnly } from '../SignedInOnly.tsx';
import { OrderNotFound } from './OrderNotFound.tsx';
import { OrderPaymentSummary } from './OrderPaymentSummary.tsx';
import { useApprovedOrderPayment } from './useApprovedOrderPayment.ts';

/**
 * /account/orders/:id/pay: the buyer pays their company order by card once it is approved, for
 * exactly its total. A paid payment lands back on the order.
 */
export function OrderPaymentPage() {
  const { id } = useParams();
  const orderId = idParam.safeParse(id);
  const title = `Pay Order #${id ?? ''} | BuildRight Equipment`;
  return (
    <SignedInOnly title={title}>
      {(user) =>
        orderId.success && !user.isAdmin ? (
          <OrderPayment orderId={orderId.data} title={title} />
        ) : (
          <Container size="lg" py="xl">
            <OrderNotFound />
          </Container>
        )
      }
    </SignedInOnly>
  );
}

function OrderPayment({ orderId, title }: { orderId: number; title: string }) {
  const trpc = useTRPC();
  const order = useQuery(trpc.account.orders.byId.queryOptions({ id: orderId }));
  const payment = useApprovedOrderPayment(orderId);
  const orderPath = `/account/orders/${orderId}`;
  const code = errorCode(payment.error) ?? (order.isError ? errorCode(order.error) : undefined);
  if (code === 'NOT_FOUND') {
    return (
      <Container size="lg" py="xl">
        <OrderNotFound />
      </Container>
    );
  }

  let summary;
  if (order.isPending) summary = <LoadingNotice what="order" py="xl" />;
  else if (order.isError)
    summary = <LoadFailure what="order" message={errorMessage(order.error)} />;
  else summary = <OrderPaymentSummary order={order.data} />;

  return (
    <PaymentStepLayout
      head={<title>{title}</title>}
      back={{ to: orderPath, label: 'Back to the order' }}
      title="Card Payment"
      summary={summary}
    >
      {/* Paid, cancelled, not approved yet, too late: no reason to retry; the order says why. */}
      {code === 'CONFLICT' ? (
        <ErrorWithAction
          title="This order cannot be paid now"
          message={errorMessage(payment.error)}
          actions={[{ label: 'Back to the order', to: orderPath }]}
        />
      ) : (
        <PaymentInformation
          intent={payment.intent}
          error={payment.error}
          onRestart={payment.restart}
          returnPath={orderPath}
        />
      )}
    </PaymentStepLayout>
  );
}
