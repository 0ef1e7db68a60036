import { Grid, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ProductDetail } from '@buildright/api';
import { RecordHistory } from '../activity/RecordHistory.tsx';
import { moneyInputProps } from '../common/moneyInputProps.ts';
import { trpc } from '../lib/trpc.ts';
import { DescriptionEditor } from './DescriptionEditor.tsx';
import { FitmentFields } from './fitment/FitmentFields.tsx';
import { TierFields } from './TierFields.tsx';
import { ProductDocumentsPanel } from './documents/ProductDocumentsPanel.tsx';
import { FormPanel } from './FormPanel.tsx';
import { ImageManager } from './ImageManager.tsx';
import {
  emptyProductValues,
  tierValues,
  toProductInput,
  validateProduct,
  valuesFromProduct,
  type ProductFormValues,
} from './productForm.ts';
import { saveCallbacks } from './saveCallbacks.ts';

export interface ProductFormProps {
  /** The product to edit; null to add a new one. */
  product: ProductDetail | null;
  /** The product is the list's row until its own answer is in: its tiers are not known yet. */
  tiersKnown?: boolean;
  onClose: () => void;
}

/** The inline Add New Product / Edit Product form. */
export default function ProductForm({ product, onClose, tiersKnown = true }: ProductFormProps) {
  const categories = useQuery(trpc.categories.adminList.queryOptions());
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormValues>({
    initialValues: product
      ? valuesFromProduct(tiersKnown ? product : { ...product, tiers: undefined })
      : emptyProductValues,
    validate: validateProduct,
  });
  const knownTiers = tiersKnown ? product?.tiers : undefined;
  const { setFieldValue } = form;
  const tiersLoading = form.values.tiers === null;
  useEffect(() => {
    if (tiersLoading && knownTiers) setFieldValue('tiers', tierValues(knownTiers));
  }, [tiersLoading, knownTiers, setFieldValue]);

  const saved = saveCallbacks('Product', form.setErrors, onClose);
  const create = useMutation(trpc.catalog.create.mutationOptions(saved.created));
  const update = useMutation(trpc.catalog.update.mutationOptions(saved.updated));

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
    <Stack>
      <FormPanel
        noun="Product"
        editing={product !== null}
        onSubmit={submit}
        onCancel={onClose}
        saves={[create, update]}
        submitDisabled={uploading}
      >
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
              {...moneyInputProps}
              {...form.getInputProps('price')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="Sale price"
              placeholder="Not on sale"
              {...moneyInputProps}
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
        <TierFields form={form} />
        <FitmentFields form={form} />
        {product && <RecordHistory kind="product" id={product.id} />}
      </FormPanel>
      {/* Outside the form: documents are saved as they are added, not with Update Product. */}
      {product && <ProductDocumentsPanel productId={product.id} />}
    </Stack>
  );
}
