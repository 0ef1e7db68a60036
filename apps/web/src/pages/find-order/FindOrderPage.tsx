import type { CustomerOrder } from '@buildright/api';
import {
  orderLookupInput,
  orderTitle,
  returnKinds,
  type OrderLookupInput,
  type ReturnKind,
} from '@buildright/api/shared';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, fieldErrorsOf } from '@buildright/browser';
import { BackLink } from '../../components/BackLink.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { OrderView } from '../account/order/OrderView.tsx';
import { linesAfterRequest, linesLeft, requestWords } from '../../returns/return-request.ts';
import { RequestIcon } from '../../returns/RequestIcon.tsx';
import { GuestReturn } from './GuestReturn.tsx';
import { GuestReturnsCard } from './GuestReturnsCard.tsx';

const TITLE = 'Find your order | BuildRight Equipment';

/**
 * /find-order (?order=1042 from an order e-mail): a guest opens their order page with the order
 * number and the e-mail address it was placed with. The order shows here, as its buyer's order
 * page; nothing of it is kept in the address bar or the browser.
 */
export function FindOrderPage() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const form = useForm({
    initialValues: { orderNumber: params.get('order') ?? '', email: '' },
    validate: schemaResolver(orderLookupInput, { sync: true }),
  });
  const lookup = useMutation(
    trpc.orders.lookup.mutationOptions({
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );

  if (lookup.isSuccess) {
    return (
      <FoundOrder order={lookup.data} lookup={lookup.variables} onAnother={() => lookup.reset()} />
    );
  }
  return (
    <Container size={520} py={64}>
      <title>{TITLE}</title>
      <meta name="robots" content="noindex" />
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <div>
            <Title order={1} fz="h2">
              Find your order
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              Enter the order number from your confirmation e-mail and the e-mail address you
              ordered with to see its status, tracking and details.
            </Text>
          </div>
          <form
            onSubmit={form.onSubmit((values) => lookup.mutate(values))}
            noValidate
            aria-label="Find your order"
          >
            <Stack gap="sm">
              <TextInput
                label="Order number"
                placeholder="e.g. 1042 or Q-000007"
                autoCapitalize="characters"
                autoComplete="off"
                withAsterisk
                autoFocus={!form.values.orderNumber}
                {...form.getInputProps('orderNumber')}
              />
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                withAsterisk
                autoFocus={Boolean(form.values.orderNumber)}
                {...form.getInputProps('email')}
              />
              {lookup.isError && Object.keys(fieldErrorsOf(lookup.error)).length === 0 && (
                <LookupFailure error={lookup.error} />
              )}
              <Button
                type="submit"
                loading={lookup.isPending}
                leftSection={<IconSearch size={18} aria-hidden />}
              >
                Find order
              </Button>
            </Stack>
          </form>
          <Text size="sm" c="dimmed">
            Have an account?{' '}
            <Anchor component={Link} to="/account" size="sm">
              Your orders are under My Account
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}

/** Why the order did not open, where the buyer is looking; read out when it appears. */
function LookupFailure({ error }: { error: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [error]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
      data-testid="lookup-failure"
    >
      {errorMessage(error)}
    </Alert>
  );
}

type FoundOrderLines = CustomerOrder & {
  warrantyEndsAt: Date | null;
  lines: (CustomerOrder['lines'][number] & {
    returnableQuantity: number;
    claimableQuantity: number;
  })[];
};

function FoundOrder({
  order: found,
  lookup,
  onAnother,
}: {
  order: FoundOrderLines;
  lookup: OrderLookupInput;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLDivElement>(null);
  // What the guest has returned or claimed since the lookup takes off what the lines may give back.
  const [order, setOrder] = useState(found);
  const [asking, setAsking] = useState<ReturnKind | null>(null);
  // The page changed under the button: start reading it from its top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [asking]);
  return (
    <Container size={asking ? 'sm' : 'lg'} py="xl">
      <title>{`${orderTitle(order)} | BuildRight Equipment`}</title>
      <meta name="robots" content="noindex" />
      <BackLink to="/">Back to the shop</BackLink>
      <div ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {asking ? (
          <GuestReturn
            kind={asking}
            orderId={order.id}
            lookup={lookup}
            lines={order.lines}
            warrantyEndsAt={order.warrantyEndsAt}
            onDone={(asked) => {
              if (asked) setOrder({ ...order, lines: linesAfterRequest(order.lines, asked) });
              setAsking(null);
            }}
          />
        ) : (
          <OrderView
            order={order}
            guest
            returns={<GuestReturnsCard orderId={order.id} lookup={lookup} />}
            actions={
              <Group gap="sm">
                {returnKinds.map(
                  (kind) =>
                    linesLeft(kind, order.lines).length > 0 && (
                      <Button
                        key={kind}
                        variant="outline"
                        size="sm"
                        onClick={() => setAsking(kind)}
                        leftSection={<RequestIcon kind={kind} size={16} />}
                      >
                        {requestWords[kind].action}
                      </Button>
                    ),
                )}
                <Button variant="outline" size="sm" onClick={onAnother}>
                  Find another order
                </Button>
              </Group>
            }
          />
        )}
      </div>
    </Container>
  );
}
