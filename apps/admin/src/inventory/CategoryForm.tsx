import { Alert, Button, Group, Paper, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { Category } from '@buildright/api';
import { categoryInput } from '@buildright/api/shared';
import { errorMessage, fieldErrorsOf } from '../lib/errors.ts';
import { notifyFailure, notifySuccess } from '../lib/notify.ts';
import { trpc } from '../lib/trpc.ts';
import { schemaErrors } from '../lib/validate.ts';
import { refreshCatalog } from './invalidate.ts';

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

  const onError = (title: string) => (error: unknown) => {
    form.setErrors(fieldErrorsOf(error));
    notifyFailure(title, error);
  };
  const onSuccess = (title: string) => async () => {
    notifySuccess(title);
    await refreshCatalog();
    onClose();
  };
  const create = useMutation(
    trpc.categories.create.mutationOptions({
      onSuccess: onSuccess('Category created successfully'),
      onError: onError('Failed to create category'),
    }),
  );
  const update = useMutation(
    trpc.categories.update.mutationOptions({
      onSuccess: onSuccess('Category updated successfully'),
      onError: onError('Failed to update category'),
    }),
  );
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="category-form-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          category ? update.mutate({ id: category.id, values }) : create.mutate(values),
        )}
      >
        <Stack>
          <Title order={3} id="category-form-title">
            {category ? 'Edit Category' : 'Add New Category'}
          </Title>
          {failure && (
            <Alert color="red" role="alert" title="Not saved">
              {errorMessage(failure)}
            </Alert>
          )}
          <TextInput label="Name" withAsterisk autoFocus {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
          <Switch
            label="Active (shown in the shop)"
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {category ? 'Update Category' : 'Create Category'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
