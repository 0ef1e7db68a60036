import { NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { Product } from '@buildright/api';
import { productStockInput } from '@buildright/api/shared';
import { fieldErrorsOf, toast } from '@buildright/browser';
import { FailureAlert } from '../common/FailureAlert.tsx';
import { FormButtons } from '../common/FormButtons.tsx';
import { TitledModal } from '../common/TitledModal.tsx';
import { trpc } from '../lib/trpc.ts';
import { schemaErrors } from '../lib/validate.ts';

function StockForm({ product, onClose }: { product: Product; onClose: () => void }) {
  const form = useForm<{ stock: number | string }>({
    initialValues: { stock: product.stock },
    validate: (values) => schemaErrors(productStockInput, { id: product.id, ...values }),
  });
  const save = useMutation(
    trpc.catalog.setStock.mutationOptions({
      onSuccess: (saved) => {
        toast({ title: 'Stock saved', description: `${saved.name}: ${saved.stock} in stock` });
        onClose();
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate({ id: product.id, stock: Number(values.stock) }),
      )}
    >
      <Stack>
        <Text size="sm">
          {product.name}{' '}
          <Text span c="dimmed">
            (SKU {product.sku})
          </Text>
        </Text>
        <FailureAlert title="Not saved" error={save.error} />
        <NumberInput
          label="In stock"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          data-autofocus
          {...form.getInputProps('stock')}
        />
        <FormButtons submitLabel="Save stock" saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** The warehouse's change to a product: how many are in stock, nothing else. */
export function SetStockDialog({
  product,
  onClose,
}: {
  product: Product | null;
  onClose: () => void;
}) {
  return (
    <TitledModal opened={product !== null} onClose={onClose} title="Set stock">
      {product && <StockForm key={product.id} product={product} onClose={onClose} />}
    </TitledModal>
  );
}
