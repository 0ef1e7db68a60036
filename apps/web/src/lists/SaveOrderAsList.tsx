import { Button } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@buildright/browser';
import { useState } from 'react';
import { useTRPC } from '../lib/trpc.ts';
import { NewListModal } from './NewListModal.tsx';
import { useIsCustomer } from '../auth/useCurrentUser.ts';

/** An order's "Save as list": its products the shop still sells, as ordered, under a name. */
export function SaveOrderAsList({ orderId }: { orderId: number }) {
  const trpc = useTRPC();
  const isCustomer = useIsCustomer();
  const create = useMutation(trpc.lists.createFromOrder.mutationOptions());
  const [naming, setNaming] = useState(false);
  if (!isCustomer) return null;
  return (
    <>
      <Button
        variant="outline"
        color="dark"
        size="sm"
        onClick={() => setNaming(true)}
        leftSection={<IconListCheck size={16} aria-hidden />}
      >
        Save as List
      </Button>
      <NewListModal
        opened={naming}
        onClose={() => setNaming(false)}
        title={`Save order #${orderId} as a list`}
        initialName={`Order #${orderId}`}
        onSave={async (name) => {
          const { list, leftOut } = await create.mutateAsync({ orderId, name });
          const products = `${list.lineCount} product${list.lineCount === 1 ? '' : 's'}`;
          const missing = leftOut > 0 ? ` (${leftOut} no longer sold left out)` : '';
          await toast({
            title: 'List saved',
            description: `${products} saved as ${list.name}${missing}.`,
            duration: 5000,
          });
        }}
      />
    </>
  );
}
