import {
  Alert,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Product } from '@buildright/api';
import { errorMessage, fieldErrorsOf } from '../lib/errors.ts';
import { notifyFailure, notifySuccess } from '../lib/notify.ts';
import { trpc } from '../lib/trpc.ts';
import { DescriptionEditor } from './DescriptionEditor.tsx';
import { ImageManager } from './ImageManager.tsx';
import { refreshCatalog } from './invalidate.ts';
import {
  emptyProductValues,
  toProductInput,
  validateProduct,
  valuesFromProduct,
  type ProductFormValues,
} from './productForm.ts';

export interface ProductFormProps {
  /** The product to edit; null to add a new one. */
  product: Product | null;
  onClose: () => void;
}

/** The inline Add New Product / Edit Product form. */
export default function ProductForm({ product, onClose }: ProductFormProps) {
  const categories = useQuery(trpc.categories.adminList.queryOptions());
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormValues>({
    initialValues: product ? valuesFromProduct(product) : emptyProductValues,
    validate: validateProduct,
  });

  const onError = (title: string) => (error: unknown) => {
    // The form keeps every value; the server's reasons go beside the fields they concern.
    form.setErrors(fieldErrorsOf(error));
    notifyFailure(title, error);
  };
  const create = useMutation(
    trpc.catalog.create.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Product created successfully');
        await refreshCatalog();
        onClose();
      },
      onError: onError('Failed to create product'),
    }),
  );
  const update = useMutation(
    trpc.catalog.update.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Product updated successfully');
        await refreshCatalog();
        onClose();
      },
      onError: onError('Failed to update product'),
    }),
  );
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const submit = form.onSubmit((values) => {
    const input = toProductInput(values);
    if (product) update.mutate({ id: product.id, values: input });
    else create.mutate(input);
  });

  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.isActive ? category.name : `${category.name} (inactive)`,
  }));

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="product-form-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={3} id="product-form-title">
            {product ? 'Edit Product' : 'Add New Product'}
          </Title>
          {failure && (
            <Alert color="red" role="alert" title="Not saved">
              {errorMessage(failure)}
            </Alert>
          )}
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <TextInput label="Name" withAsterisk autoFocus {...form.getInputProps('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label="Category"
                withAsterisk
                placeholder={categories.isPending ? 'Loading categories...' : 'Choose a category'}
                data={categoryOptions}
                searchable
                nothingFoundMessage="No such category"
                {...form.getInputProps('categoryId')}
              />
            </Grid.Col>
          </Grid>
          <DescriptionEditor
            label="Description"
            required
            value={form.values.description}
            onChange={(html) => form.setFieldValue('description', html)}
            error={form.errors.description}
          />
          <Grid>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NumberInput
                label="Price"
                withAsterisk
                prefix="$"
                min={0}
                step={0.01}
                decimalScale={2}
                fixedDecimalScale
                thousandSeparator=","
                allowNegative={false}
                {...form.getInputProps('price')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NumberInput
                label="Sale price"
                placeholder="Not on sale"
                prefix="$"
                min={0}
                step={0.01}
                decimalScale={2}
                fixedDecimalScale
                thousandSeparator=","
                allowNegative={false}
                {...form.getInputProps('salePrice')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NumberInput
                label="Stock"
                withAsterisk
                min={0}
                step={1}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('stock')}
              />
            </Grid.Col>
          </Grid>
          <Switch
            label="Active (shown in the shop)"
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <ImageManager
            value={form.values.images}
            onChange={(update) => form.setFieldValue('images', update)}
            error={form.errors.images}
            onUploadingChange={setUploading}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={uploading}>
              {product ? 'Update Product' : 'Create Product'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
