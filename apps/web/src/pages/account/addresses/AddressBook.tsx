import type { SavedAddress } from '@buildright/api';
import { MAX_SAVED_ADDRESSES } from '@buildright/api/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@buildright/browser';
import { useSavedAddresses } from '../../../addresses/useSavedAddresses.ts';
import { AddressCard } from './AddressCard.tsx';
import { AddressFormModal } from './AddressFormModal.tsx';
import { DeleteAddressModal } from './DeleteAddressModal.tsx';
import { useAddressActions } from './useAddressActions.ts';
import { LoadFailure, LoadingNotice } from '../../LoadStates.tsx';

type Editing = { address: SavedAddress | null } | null;

export function AddressBook() {
  const addresses = useSavedAddresses();
  const { makeDefault, remove } = useAddressActions();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const saved = addresses.data ?? [];
  const full = saved.length >= MAX_SAVED_ADDRESSES;

  return (
    <>
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <div>
          <Title order={2} fz="xl">
            Delivery Addresses
          </Title>
          <Text c="dimmed" size="sm">
            Your default address fills in the checkout for you.
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ address: null })}
          disabled={!addresses.isSuccess || full}
        >
          Add Address
        </Button>
      </Group>
      {addresses.isPending && <LoadingNotice what="addresses" py="lg" />}
      {addresses.isError && (
        <LoadFailure what="addresses" message={errorMessage(addresses.error)} />
      )}
      {addresses.isSuccess && saved.length === 0 && (
        <Text c="dimmed" py="md" data-testid="addresses-empty">
          No saved addresses yet. Add one to check out faster.
        </Text>
      )}
      {full && (
        <Text size="sm" c="dimmed" mb="sm">
          You can save up to {MAX_SAVED_ADDRESSES} addresses; delete one to add another.
        </Text>
      )}
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {saved.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            busy={makeDefault.isPending || remove.isPending}
            onEdit={() => setEditing({ address })}
            onDelete={() => setDeleting(address)}
            onMakeDefault={() => makeDefault.mutate({ id: address.id })}
          />
        ))}
      </Stack>
      {editing && (
        <AddressFormModal
          address={editing.address}
          isFirst={saved.length === 0}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteAddressModal
          address={deleting}
          deleting={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate({ id: deleting.id }, { onSuccess: () => setDeleting(null) })
          }
        />
      )}
    </>
  );
}
