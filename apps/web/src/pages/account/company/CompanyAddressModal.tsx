import {
  companyAddressInput,
  type CompanyAddress,
  type CompanyAddressInput,
} from '@buildright/api/shared';
import { Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { ModalActions } from '../../../components/ModalActions.tsx';
import { FullAddressInput, PhoneInput } from '../../../forms/contact-inputs.tsx';
import { useTRPC } from '../../../lib/trpc.ts';

type Fields = Required<{ [K in keyof CompanyAddressInput]: NonNullable<CompanyAddressInput[K]> }>;

const fieldsOf = (address: CompanyAddress | null): Fields => ({
  label: address?.label ?? '',
  recipientName: address?.recipientName ?? '',
  phone: address?.phone ?? '',
  address: address?.address ?? '',
});

/** A company admin adds or edits a delivery address; drawn only while open. */
export function CompanyAddressModal({
  address,
  onClose,
}: {
  /** The address to edit, or null for a new one. */
  address: CompanyAddress | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const form = useForm<Fields>({
    initialValues: fieldsOf(address),
    validate: schemaResolver(companyAddressInput, { sync: true }),
  });
  const callbacks = {
    onSuccess: () => {
      onClose();
      toast({
        title: 'Address saved',
        description: `Every member can deliver to ${form.getValues().label}.`,
      });
    },
    onError: (error: unknown) => {
      form.setErrors(fieldErrorsOf(error));
      toastFailure('Address not saved', error);
    },
  };
  const add = useMutation(trpc.companies.member.addAddress.mutationOptions(callbacks));
  const update = useMutation(trpc.companies.member.updateAddress.mutationOptions(callbacks));
  const title = address ? 'Edit Company Address' : 'Add Company Address';
  const submit = form.onSubmit((values) =>
    address ? update.mutate({ ...values, id: address.id }) : add.mutate(values),
  );
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <TextInput
            label="Label"
            description="A name every member knows it by, e.g. North yard or Airport site"
            withAsterisk
            data-autofocus
            {...form.getInputProps('label')}
          />
          <TextInput label="Recipient Name" withAsterisk {...form.getInputProps('recipientName')} />
          <PhoneInput {...form.getInputProps('phone')} />
          <FullAddressInput {...form.getInputProps('address')} />
          <ModalActions
            onCancel={onClose}
            confirmLabel="Save Address"
            loading={add.isPending || update.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
