import type { SavedAddress } from '@buildright/api';
import { addressInput, type AddressInput } from '@buildright/api/shared';
import { Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { ModalActions } from '../../../components/ModalActions.tsx';
import { CompanyInput, FullAddressInput, PhoneInput } from '../../../forms/contact-inputs.tsx';
import { useTRPC } from '../../../lib/trpc.ts';

type AddressFields = Required<{ [K in keyof AddressInput]: NonNullable<AddressInput[K]> }>;

const emptyAddress: AddressFields = {
  label: '',
  recipientName: '',
  phone: '',
  company: '',
  address: '',
  isDefault: false,
};

const fieldsOf = (address: SavedAddress): AddressFields => ({
  label: address.label,
  recipientName: address.recipientName,
  phone: address.phone ?? '',
  company: address.company ?? '',
  address: address.address,
  isDefault: address.isDefault,
});

interface AddressFormModalProps {
  /** The address to edit, or null for a new one. */
  address: SavedAddress | null;
  /** A first address always becomes the default. */
  isFirst: boolean;
  onClose: () => void;
}

/** Drawn only while open, so each opening starts from the address it edits. */
export function AddressFormModal({ address, isFirst, onClose }: AddressFormModalProps) {
  const trpc = useTRPC();
  const form = useForm<AddressFields>({
    initialValues: address ? fieldsOf(address) : { ...emptyAddress, isDefault: isFirst },
    validate: schemaResolver(addressInput, { sync: true }),
  });
  const mutationCallbacks = {
    onSuccess: () => {
      onClose();
      toast({
        title: 'Address saved',
        description: `${form.getValues().label} is in your address book.`,
      });
    },
    onError: (error: unknown) => {
      form.setErrors(fieldErrorsOf(error));
      toastFailure('Address not saved', error);
    },
  };
  const add = useMutation(trpc.account.addresses.add.mutationOptions(mutationCallbacks));
  const update = useMutation(trpc.account.addresses.update.mutationOptions(mutationCallbacks));
  const saving = add.isPending || update.isPending;
  // The default stays the default until another address is made the default.
  const defaultLocked = (address?.isDefault ?? false) || isFirst;

  const submit = form.onSubmit((values) =>
    address ? update.mutate({ id: address.id, values }) : add.mutate(values),
  );

  return (
    <Modal opened onClose={onClose} title={address ? 'Edit Address' : 'Add Address'} size="lg">
      <form onSubmit={submit} noValidate aria-label={address ? 'Edit address' : 'Add address'}>
        <Stack gap="sm">
          <TextInput
            label="Label"
            description="A name for this address, e.g. Main yard or Head office"
            withAsterisk
            data-autofocus
            {...form.getInputProps('label')}
          />
          <TextInput
            label="Recipient Name"
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('recipientName')}
          />
          <Group grow gap="sm" align="flex-start">
            <CompanyInput {...form.getInputProps('company')} />
            <PhoneInput {...form.getInputProps('phone')} />
          </Group>
          <FullAddressInput {...form.getInputProps('address')} />
          <Checkbox
            label="Use as my default delivery address"
            disabled={defaultLocked}
            {...form.getInputProps('isDefault', { type: 'checkbox' })}
          />
          <ModalActions onCancel={onClose} confirmLabel="Save Address" loading={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
