import type { CurrentUser } from '@buildright/api';
import { profileInput, type ProfileInput } from '@buildright/api/shared';
import { Button, Group, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorCode, fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { CompanyInput, EmailInput, NameFields, PhoneInput } from '../../forms/contact-inputs.tsx';
import { useTRPC } from '../../lib/trpc.ts';

type ProfileFields = Record<keyof ProfileInput, string>;

const formValuesOf = (user: CurrentUser): ProfileFields => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  phone: user.phone ?? '',
  company: user.company ?? '',
});

export function ProfileForm({ user }: { user: CurrentUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<ProfileFields>({
    initialValues: formValuesOf(user),
    validate: schemaResolver(profileInput, { sync: true }),
  });
  const save = useMutation(
    trpc.account.updateProfile.mutationOptions({
      onSuccess: (updated) => {
        queryClient.setQueryData(trpc.auth.customer.me.queryKey(), updated);
        form.setInitialValues(formValuesOf(updated));
        form.setValues(formValuesOf(updated));
        toast({ title: 'Profile updated', description: 'Your details have been saved.' });
      },
      onError: (error) => {
        form.setErrors(fieldErrorsOf(error));
        // A taken e-mail belongs beside the e-mail field.
        if (errorCode(error) === 'CONFLICT') form.setFieldError('email', error.message);
        toastFailure('Profile not saved', error);
      },
    }),
  );

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate aria-label="Profile">
      <Title order={2} fz="xl" mb="md">
        Profile
      </Title>
      <Stack gap="sm" maw={560}>
        <NameFields first={form.getInputProps('firstName')} last={form.getInputProps('lastName')} />
        <EmailInput {...form.getInputProps('email')} />
        <PhoneInput {...form.getInputProps('phone')} />
        <CompanyInput {...form.getInputProps('company')} />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
