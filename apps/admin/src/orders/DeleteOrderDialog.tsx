import { List, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { Order } from '@buildright/api';
import { orderStatusLabel } from '@buildright/api/shared';
import { errorMessage, formatMoney, toast } from '@buildright/browser';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { trpc } from '../lib/trpc.ts';

export function DeleteOrderDialog({
  order,
  onClose,
}: {
  order: Order | null;
  onClose: () => void;
}) {
  const remove = useMutation(
    trpc.orders.delete.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Success', description: 'Order deleted successfully' });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: `Failed to delete order. ${errorMessage(error)}`,
          variant: 'destructive',
        }),
    }),
  );
  return (
    <ConfirmDialog
      opened={order !== null}
      title="Delete Order"
      confirmLabel="Delete Order"
      action={remove}
      irreversible
      onCancel={onClose}
      onConfirm={() => order && remove.mutate({ id: order.id })}
    >
      <Text>Are you sure you want to delete this order?</Text>
      {order && (
        <List size="sm" spacing={4} listStyleType="none" data-testid="delete-order-summary">
          <List.Item>
            <strong>Order ID:</strong> #{order.id}
          </List.Item>
          <List.Item>
            <strong>Customer:</strong> {order.customerName}
          </List.Item>
          <List.Item>
            <strong>Email:</strong> {order.customerEmail}
          </List.Item>
          <List.Item>
            <strong>Total:</strong> {formatMoney(order.total)}
          </List.Item>
          <List.Item>
            <strong>Status:</strong> {orderStatusLabel(order.status)}
          </List.Item>
          <List.Item>
            <strong>Tracking:</strong> {order.trackingNumber || 'No tracking'}
          </List.Item>
        </List>
      )}
    </ConfirmDialog>
  );
}
