import {
  Anchor,
  Button,
  Divider,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEdit } from '@tabler/icons-react';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '@buildright/api';
import { LineProduct, LinesTable, OrderStatusBadge, PaymentBadge } from '@buildright/ui';
import {
  errorMessage,
  fieldErrorsOf,
  formatCalendarDay,
  formatDateTime,
  formatMoney,
  toast,
} from '@buildright/browser';
import {
  carrierChoices,
  carrierLabel,
  orderHasInvoice,
  toCents,
  trackingUrl,
  type TrackingCarrier,
} from '@buildright/api/shared';
import { RecordHistory } from '../activity/RecordHistory.tsx';
import { LabelledValue } from '../common/LabelledValue.tsx';
import { Section } from '../common/Section.tsx';
import { FailureAlert } from '../common/FailureAlert.tsx';
import { FormButtons } from '../common/FormButtons.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { assetUrl } from '../lib/origin.ts';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import {
  editValuesOf,
  statusChoices,
  toOrderUpdate,
  validateOrderEdit,
  type OrderEditValues,
} from './orderEdit.ts';
import { InvoiceLink } from './InvoiceLink.tsx';
import { OrderRefunds, orderRefundsQuery } from './OrderRefunds.tsx';

/** The number, with its carrier and a link to the carrier's tracking page when there is one. */
function TrackingNumber({ order }: { order: Order }) {
  if (!order.trackingNumber) return 'Not assigned';
  const carrier = order.trackingCarrier;
  const link = trackingUrl(carrier, order.trackingNumber);
  return (
    <>
      {carrier && `${carrierLabel(carrier)} `}
      {link ? (
        <Anchor href={link} target="_blank" rel="noreferrer" size="sm">
          {order.trackingNumber}
        </Anchor>
      ) : (
        order.trackingNumber
      )}
    </>
  );
}

function OrderDetails({ order, onClose }: { order: Order; onClose: () => void }) {
  const [editing, setEditing] = useState(false);
  const fulfils = useCan()('orders.fulfil');
  const form = useForm<OrderEditValues>({
    initialValues: editValuesOf(order),
    validate: validateOrderEdit,
  });
  // What cancelling would refund (refunds' subscriber refunds what is left of a cancelled order).
  const refundable = useQuery(orderRefundsQuery(order.id)).data?.left ?? '0.00';
  const refundsOnCancel = order.status !== 'cancelled' && toCents(refundable) > 0;
  const save = useMutation(
    trpc.orders.update.mutationOptions({
      onSuccess: (updated) => {
        const refunded = refundsOnCancel && updated.status === 'cancelled';
        toast({
          title: 'Success',
          description: refunded
            ? `Order cancelled; ${formatMoney(refundable)} is refunded in full.`
            : 'Order updated successfully',
        });
        onClose();
      },
      onError: (error) => {
        form.setErrors(fieldErrorsOf(error));
        toast({
          title: 'Error',
          description: `Failed to update order. ${errorMessage(error)}`,
          variant: 'destructive',
        });
      },
    }),
  );

  const cancel = () => {
    form.setValues(editValuesOf(order));
    form.clearErrors();
    save.reset();
    setEditing(false);
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate({ id: order.id, values: toOrderUpdate(values) }),
      )}
    >
      <Stack>
        {fulfils && !editing && (
          <Group justify="flex-end">
            <Button
              leftSection={<IconEdit size={16} aria-hidden />}
              variant="light"
              onClick={() => setEditing(true)}
            >
              Edit Order
            </Button>
          </Group>
        )}
        <FailureAlert title="Failed to update order" error={save.error} />

        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Section title="Order Information">
            <Stack gap="sm">
              {editing && (
                <Text size="sm" c="dimmed">
                  Change the status, tracking and delivery date, then save.
                </Text>
              )}
              <LabelledValue label="Order Date">{formatDateTime(order.createdAt)}</LabelledValue>
              <LabelledValue label="Total Amount">{formatMoney(order.total)}</LabelledValue>
              <LabelledValue label="Payment">
                <PaymentBadge
                  paymentMethod={order.paymentMethod}
                  paymentStatus={order.paymentStatus}
                />
              </LabelledValue>
              {orderHasInvoice(order) && (
                <LabelledValue label="Invoice">
                  <InvoiceLink orderId={order.id} />
                </LabelledValue>
              )}
              {editing ? (
                <>
                  <Select
                    label="Status"
                    data={statusChoices(order.status)}
                    allowDeselect={false}
                    withAsterisk
                    description={
                      refundsOnCancel && form.values.status === 'cancelled'
                        ? `Cancelling refunds the ${formatMoney(refundable)} that was paid.`
                        : undefined
                    }
                    {...form.getInputProps('status')}
                  />
                  <Select
                    label="Carrier"
                    description="The buyer's e-mail links to its tracking page"
                    placeholder="Choose the carrier"
                    data={carrierChoices}
                    clearable
                    {...form.getInputProps('trackingCarrier')}
                    onChange={(value) =>
                      form.setFieldValue('trackingCarrier', (value ?? '') as TrackingCarrier | '')
                    }
                  />
                  <TextInput
                    label="Tracking Number"
                    maxLength={100}
                    placeholder="e.g. 1Z999AA10123456784"
                    {...form.getInputProps('trackingNumber')}
                  />
                  <TextInput
                    type="date"
                    label="Estimated Delivery"
                    {...form.getInputProps('estimatedDelivery')}
                  />
                </>
              ) : (
                <>
                  <LabelledValue label="Status">
                    <OrderStatusBadge status={order.status} />
                  </LabelledValue>
                  <LabelledValue label="Tracking Number">
                    <TrackingNumber order={order} />
                  </LabelledValue>
                  <LabelledValue label="Estimated Delivery">
                    {order.estimatedDelivery
                      ? formatCalendarDay(order.estimatedDelivery)
                      : 'Not set'}
                  </LabelledValue>
                </>
              )}
            </Stack>
          </Section>
          <Section title="Customer Information">
            <Stack gap="sm">
              <LabelledValue label="Name">{order.customerName}</LabelledValue>
              <LabelledValue label="Email">
                <Anchor href={`mailto:${order.customerEmail}`} size="sm">
                  {order.customerEmail}
                </Anchor>
              </LabelledValue>
              <LabelledValue label="Phone">
                {order.customerPhone ? (
                  <Anchor href={`tel:${order.customerPhone}`} size="sm">
                    {order.customerPhone}
                  </Anchor>
                ) : (
                  'Not provided'
                )}
              </LabelledValue>
              <LabelledValue label="Address">
                <span style={{ whiteSpace: 'pre-line' }}>{order.customerAddress}</span>
              </LabelledValue>
            </Stack>
          </Section>
        </SimpleGrid>

        <Section title="Order Items">
          <LinesTable
            lines={order.lines}
            lineKey={(line, index) => `${line.productId ?? 'gone'}-${index}`}
            product={(line) => (
              <LineProduct
                imageSrc={assetUrl(line.imageUrl)}
                name={line.name}
                detail={line.category}
                size="sm"
              />
            )}
            label={`Items of order #${order.id}`}
            charges={order}
            perUnit
            size="sm"
          />
        </Section>

        <OrderRefunds orderId={order.id} />

        {editing ? (
          <Textarea
            label="Order Notes"
            placeholder="Add notes about this order..."
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('notes')}
          />
        ) : (
          order.notes && (
            <Section title="Order Notes">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {order.notes}
              </Text>
            </Section>
          )
        )}
        {editing && (
          <>
            <Divider />
            <FormButtons submitLabel="Save Changes" saving={save.isPending} onCancel={cancel} />
          </>
        )}
        <RecordHistory kind="order" id={order.id} />
      </Stack>
    </form>
  );
}

/**
 * Order #id Details: everything about one order, read by its id (it may be on no page of the
 * list), and its status, tracking and notes to edit. Every order change refreshes it.
 */
export function OrderModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const order = useQuery(trpc.orders.byId.queryOptions(id === null ? skipToken : { id }));
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={id !== null && <Text fw={800} fz="xl">{`Order #${id} Details`}</Text>}
    >
      {id !== null && (
        <QueryContent
          query={order}
          loading="Loading order..."
          errorTitle="Could not load this order"
        >
          {(data) => <OrderDetails key={data.id} order={data} onClose={onClose} />}
        </QueryContent>
      )}
    </Modal>
  );
}
