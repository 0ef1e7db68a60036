import { Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { Category } from '@buildright/api';
import { categoryInput } from '@buildright/api/shared';
import { trpc } from '../lib/trpc.ts';
import { schemaErrors } from '../lib/validate.ts';
import { FormPanel } from './FormPanel.tsx';
import { saveCallbacks } from './saveCallbacks.ts';

interface CategoryFormValues {
  name: string;
  description: string;
  isActive: boolean;
}

export function CategoryForm(props: { category: Category | null; onClose: () => void }) {
  const { category, onClose } = props;
  const form = useForm<CategoryFormValues>({
    initialValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      isActive: category?.isActive ?? true,
    },
    validate: (values) => schemaErrors(categoryInput, values),
  });

  const saved = saveCallbacks('Category', form.setErrors, onClose);
  const create = useMutation(trpc.categories.create.mutationOptions(saved.created));
  const update = useMutation(trpc.categories.update.mutationOptions(saved.updated));

  return (
    <FormPanel
      noun="Category"
      editing={category !== null}
      onSubmit={form.onSubmit((values) =>
        category ? update.mutate({ id: category.id, values }) : create.mutate(values),
      )}
      onCancel={onClose}
      saves={[create, update]}
    >
      <TextInput label="Name" withAsterisk autoFocus {...form.getInputProps('name')} />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('description')}
      />
      <Switch
        label="Active (shown in the shop)"
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </FormPanel>
  );
}
