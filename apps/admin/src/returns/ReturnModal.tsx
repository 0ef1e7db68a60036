import {
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminPaths,
  allowedReturnMoves,
  refundStatusLabels,
  returnKindLabels,
  returnReasonLabels,
  returnStatusColors,
  returnStatusLabels,
  type Return,
} from '@buildright/api/shared';
import { fieldErrorsOf, formatDateTime, formatMoney, toast } from '@buildright/browser';
import { FailureAlert } from '../common/FailureAlert.tsx';
import { InAppLink } from '../common/InAppLink.tsx';
import { LabelledValue } from '../common/LabelledValue.tsx';
import { assetUrl } from '../lib/origin.ts';
import { moneyInputProps } from '../common/moneyInputProps.ts';
import { QueryContent } from '../common/QueryContent.tsx';
import { Section } from '../common/Section.tsx';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';

const done = (title: string, found: Return) =>
  toast({ title, description: `${found.number}: ${returnStatusLabels[found.status]}.` });

/**
 * What was asked for of each line, and once a return is received what came back and where it
 * went; a warranty claim's units are not received.
 */
function ReturnLines({ found }: { found: Return }) {
  const received = found.kind === 'return';
  // On a phone the table scrolls sideways inside the window instead of running off it.
  return (
    <Table.ScrollContainer minWidth={received ? 520 : 320}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Unit price</Table.Th>
            <Table.Th>{received ? 'Asked' : 'Claimed'}</Table.Th>
            {received && <Table.Th>Received</Table.Th>}
            {received && <Table.Th>Went to</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {found.lines.map((line) => (
            <Table.Tr key={line.itemId}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td>{formatMoney(line.unitPrice)}</Table.Td>
              <Table.Td>{line.quantity}</Table.Td>
              {received && <Table.Td>{line.receivedQuantity ?? '—'}</Table.Td>}
              {received && (
                <Table.Td>
                  {line.restock === null || line.receivedQuantity === 0
                    ? '—'
                    : line.restock
                      ? 'Back in stock'
                      : 'Scrapped'}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The buyer's photos, each opening whole in a new tab. */
function ReturnPhotos({ found }: { found: Return }) {
  return (
    <Section title="Photos">
      <SimpleGrid
        cols={{ base: 2, sm: 4 }}
        spacing="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {found.photos.map((photo, index) => {
          const url = assetUrl(photo.url)!;
          return (
            <li key={photo.id} data-testid="return-photo">
              <Anchor href={url} target="_blank" rel="noopener" display="block">
                <AspectRatio ratio={4 / 3}>
                  <img
                    src={url}
                    alt={`Buyer's photo ${index + 1} of ${found.number}`}
                    style={{ display: 'block', borderRadius: 'var(--mantine-radius-sm)' }}
                  />
                </AspectRatio>
              </Anchor>
            </li>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

/**
 * Approve a return request, or answer a warranty claim with a replacement order at 0.00; or
 * reject either with the reason the buyer is told.
 */
function Decide({ found }: { found: Return }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const noun = returnKindLabels[found.kind];
  const approve = useMutation(
    trpc.returns.approve.mutationOptions({ onSuccess: (next) => done('Return approved', next) }),
  );
  const replace = useMutation(
    trpc.returns.replace.mutationOptions({
      onSuccess: (next) => done(`Replacement order #${next.replacementOrderId} placed`, next),
    }),
  );
  const reject = useMutation(
    trpc.returns.reject.mutationOptions({
      onSuccess: (next) => done(`${noun} rejected`, next),
      onError: (failure) => setError(fieldErrorsOf(failure).reason),
    }),
  );
  return (
    <Stack gap="sm">
      <Group>
        {found.kind === 'warranty' ? (
          <Button loading={replace.isPending} onClick={() => replace.mutate({ id: found.id })}>
            Send a replacement at 0.00
          </Button>
        ) : (
          <Button loading={approve.isPending} onClick={() => approve.mutate({ id: found.id })}>
            Approve and send the slip
          </Button>
        )}
      </Group>
      <Textarea
        label="Reason for rejecting"
        description="The buyer is e-mailed it"
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(undefined);
        }}
        error={error}
        maxLength={1000}
        autosize
        minRows={2}
      />
      <Group>
        <Button
          color="red"
          variant="light"
          loading={reject.isPending}
          onClick={() => reject.mutate({ id: found.id, reason })}
        >
          Reject
        </Button>
      </Group>
      <FailureAlert
        title="Not changed"
        error={approve.error ?? replace.error ?? (error ? null : reject.error)}
      />
    </Stack>
  );
}

/** What arrived of each line, and whether it goes back on the shelf. */
function Receive({ found }: { found: Return }) {
  const [lines, setLines] = useState(() =>
    found.lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity, restock: true })),
  );
  const receive = useMutation(
    trpc.returns.receive.mutationOptions({ onSuccess: (next) => done('Return received', next) }),
  );
  const fields = receive.error ? fieldErrorsOf(receive.error) : {};
  const set = (index: number, change: Partial<(typeof lines)[number]>) =>
    setLines((now) => now.map((line, at) => (at === index ? { ...line, ...change } : line)));
  return (
    <Stack gap="sm">
      {found.lines.map((line, index) => (
        <Group key={line.itemId} align="flex-end">
          <NumberInput
            label={`${line.name}: received of ${line.quantity}`}
            min={0}
            max={line.quantity}
            allowDecimal={false}
            allowNegative={false}
            value={lines[index]!.quantity}
            onChange={(next) => set(index, { quantity: typeof next === 'number' ? next : 0 })}
            error={fields[`lines.${index}.quantity`] ?? fields.lines}
            w={260}
          />
          <Checkbox
            label="Back in stock (else scrapped)"
            checked={lines[index]!.restock}
            onChange={(event) => set(index, { restock: event.currentTarget.checked })}
            mb={8}
          />
        </Group>
      ))}
      <Group>
        <Button loading={receive.isPending} onClick={() => receive.mutate({ id: found.id, lines })}>
          Receive
        </Button>
      </Group>
      <FailureAlert title="Not received" error={receive.error} />
    </Stack>
  );
}

/**
 * Refund what came back of a return (its value less the fee unless an amount is given), or close
 * it; or refund a warranty claim (its claimed lines' value unless an amount is given).
 */
function Settle({
  found,
  refunds,
  handles,
}: {
  found: Return;
  refunds: boolean;
  handles: boolean;
}) {
  const [amount, setAmount] = useState<number | string>('');
  const [note, setNote] = useState('');
  const refund = useMutation(
    trpc.returns.refund.mutationOptions({
      onSuccess: (next) => done(`${returnKindLabels[next.kind]} refunded`, next),
    }),
  );
  const close = useMutation(
    trpc.returns.close.mutationOptions({ onSuccess: (next) => done('Return closed', next) }),
  );
  const fields = refund.error ? fieldErrorsOf(refund.error) : {};
  return (
    <Stack gap="sm">
      {refunds && (
        <>
          <NumberInput
            label="Amount"
            description={
              found.kind === 'warranty'
                ? "Leave empty for the claimed lines' value"
                : 'Leave empty for what came back less the restocking fee for its reason'
            }
            {...moneyInputProps}
            value={amount}
            onChange={setAmount}
            error={fields.amount}
          />
          <Textarea
            label="Note"
            description="For the order's file"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
        </>
      )}
      <Group>
        {refunds && (
          <Button
            color="red"
            loading={refund.isPending}
            onClick={() =>
              refund.mutate({
                id: found.id,
                ...(amount === '' ? {} : { amount: String(amount) }),
                note: note || null,
              })
            }
          >
            Refund
          </Button>
        )}
        {handles && (
          <Button
            variant="default"
            loading={close.isPending}
            onClick={() => close.mutate({ id: found.id })}
          >
            Close without a refund
          </Button>
        )}
      </Group>
      <FailureAlert
        title="Not changed"
        error={(fields.amount ? null : refund.error) ?? close.error}
      />
    </Stack>
  );
}

function ReturnDetails({ found }: { found: Return }) {
  const can = useCan();
  const handles = can('returns.manage');
  const next = allowedReturnMoves(found.kind, found.status, 'staff');
  const claim = found.kind === 'warranty';
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <LabelledValue label="Status">
          <Badge color={returnStatusColors[found.status]} variant="light">
            {returnStatusLabels[found.status]}
          </Badge>
        </LabelledValue>
        <LabelledValue label="Order">
          <InAppLink to={adminPaths.order(found.orderId)}>#{found.orderId}</InAppLink>
        </LabelledValue>
        {found.replacementOrderId !== null && (
          <LabelledValue label="Replacement order">
            <InAppLink to={adminPaths.order(found.replacementOrderId)}>
              #{found.replacementOrderId}
            </InAppLink>
          </LabelledValue>
        )}
        <LabelledValue label="Asked">
          {formatDateTime(found.createdAt)} by {found.requestedBy}
        </LabelledValue>
        <LabelledValue label="Buyer">
          {found.customerName}, {found.customerEmail}
        </LabelledValue>
        <LabelledValue label="Reason">{returnReasonLabels[found.reason]}</LabelledValue>
        {found.note && (
          <LabelledValue label={claim ? 'The defect' : "Buyer's note"}>{found.note}</LabelledValue>
        )}
        {found.rejectionReason && (
          <LabelledValue label="Why rejected">{found.rejectionReason}</LabelledValue>
        )}
      </SimpleGrid>
      <ReturnLines found={found} />
      {found.photos.length > 0 && <ReturnPhotos found={found} />}
      {found.refunds.length > 0 && (
        <Section title="Refunds">
          {found.refunds.map((refund) => (
            <Text key={refund.id} size="sm">
              {formatMoney(refund.amount)} · {refundStatusLabels[refund.status]} ·{' '}
              {formatDateTime(refund.createdAt)}
            </Text>
          ))}
        </Section>
      )}
      {handles && (next.includes('approved') || next.includes('replaced')) && (
        <Section title={claim ? 'Replace or reject' : 'Decide'}>
          <Decide found={found} />
        </Section>
      )}
      {handles && next.includes('received') && (
        <Section title="Receive">
          <Receive found={found} />
        </Section>
      )}
      {next.includes('refunded') && (handles || can('refunds.manage')) && (
        <Section title={claim ? 'Refund' : 'Refund or close'}>
          <Settle
            found={found}
            refunds={can('refunds.manage')}
            handles={handles && next.includes('closed')}
          />
        </Section>
      )}
    </Stack>
  );
}

/**
 * One return or warranty claim over the Returns desk: its lines, its refunds, and the step it
 * waits for.
 */
export function ReturnModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const found = useQuery(trpc.returns.byId.queryOptions(id === null ? skipToken : { id }));
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={
        <Text fw={800} fz="xl">
          {found.data
            ? `${returnKindLabels[found.data.kind]} ${found.data.number}`
            : 'Return or claim'}
        </Text>
      }
    >
      {id !== null && (
        <QueryContent
          query={found}
          loading="Loading return..."
          errorTitle="Could not load this return"
        >
          {(data) => <ReturnDetails key={`${data.id}-${data.status}`} found={data} />}
        </QueryContent>
      )}
    </Modal>
  );
}
