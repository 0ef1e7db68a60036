import { idParam } from '@buildright/api/shared';
import { errorCode, errorMessage } from '@buildright/browser';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { BackLink } from '../../../components/BackLink.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { toastCancelled } from '../../../returns/CancelReturn.tsx';
import { ReturnStatusView } from '../../../returns/ReturnStatusView.tsx';
import { LoadFailure, LoadingNotice } from '../../LoadStates.tsx';
import { SignedInOnly } from '../SignedInOnly.tsx';

/** /account/orders/:id/returns/:returnId: where a return stands, its lines and refunds. */
export function ReturnPage() {
  const params = useParams();
  const orderId = idParam.safeParse(params.id);
  const returnId = idParam.safeParse(params.returnId);
  const title = 'Your return | BuildRight Equipment';
  return (
    <SignedInOnly title={title}>
      {(user) => (
        <Container size="md" py="xl">
          <title>{title}</title>
          {orderId.success && returnId.success && !user.isAdmin ? (
            <>
              <BackLink to={`/account/orders/${orderId.data}`}>
                Back to order #{orderId.data}
              </BackLink>
              <ReturnOfOrder orderId={orderId.data} returnId={returnId.data} />
            </>
          ) : (
            <ReturnNotFound />
          )}
        </Container>
      )}
    </SignedInOnly>
  );
}

function ReturnOfOrder({ orderId, returnId }: { orderId: number; returnId: number }) {
  const trpc = useTRPC();
  const returns = useQuery(trpc.returns.ofOrder.queryOptions({ id: orderId }));
  const cancel = useMutation(trpc.returns.cancel.mutationOptions({ onSuccess: toastCancelled }));
  if (returns.isPending) return <LoadingNotice what="return" py={96} />;
  if (returns.isError) {
    if (errorCode(returns.error) === 'NOT_FOUND') return <ReturnNotFound />;
    return <LoadFailure what="return" message={errorMessage(returns.error)} py="xl" />;
  }
  const found = returns.data.find((candidate) => candidate.id === returnId);
  if (!found) return <ReturnNotFound />;
  return (
    <Stack mt="sm">
      <ReturnStatusView
        found={found}
        cancel={{
          confirm: () => cancel.mutate({ id: found.id }),
          pending: cancel.isPending,
          error: cancel.error,
        }}
      />
    </Stack>
  );
}

/** Unknown ids and other customers' returns look the same. */
function ReturnNotFound() {
  return (
    <Stack align="center" ta="center" gap="md" py={64} data-testid="return-not-found">
      <Title order={1}>Return Not Found</Title>
      <Text c="dimmed">We could not find this return in your account.</Text>
      <Button component={Link} to="/account">
        View Your Orders
      </Button>
    </Stack>
  );
}
