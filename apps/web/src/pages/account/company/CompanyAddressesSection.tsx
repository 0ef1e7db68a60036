import { MAX_COMPANY_ADDRESSES, type CompanyAddress } from '@buildright/api/shared';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, toast, toastFailure } from '@buildright/browser';
import { useCompanyAddresses } from '../../../addresses/useCompanyAddresses.ts';
import { ModalActions } from '../../../components/ModalActions.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { LoadFailure, LoadingNotice } from '../../LoadStates.tsx';
import { CompanyAddressModal } from './CompanyAddressModal.tsx';
import { RowList, RowListItem } from './RowList.tsx';

/**
 * The company's delivery addresses, which every member can pick at checkout; its admins add,
 * change and remove them.
 */
export function CompanyAddressesSection({ isAdmin }: { isAdmin: boolean }) {
  const trpc = useTRPC();
  const addresses = useCompanyAddresses();
  const [editing, setEditing] = useState<{ address: CompanyAddress | null } | null>(null);
  const [removing, setRemoving] = useState<CompanyAddress | null>(null);
  const remove = useMutation(
    trpc.companies.member.removeAddress.mutationOptions({
      onSuccess: () => {
        setRemoving(null);
        toast({ title: 'Address removed' });
      },
      onError: (error) => toastFailure('Address not removed', error),
    }),
  );
  const shown = addresses.data ?? [];
  const full = shown.length >= MAX_COMPANY_ADDRESSES;

  return (
    <Stack gap="xs" data-testid="company-addresses">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={3} fz="h4">
            Delivery addresses
          </Title>
          <Text c="dimmed" size="sm">
            Every member can choose these at checkout.
          </Text>
        </div>
        {isAdmin && (
          <Button
            variant="default"
            h={44}
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ address: null })}
            disabled={!addresses.isSuccess || full}
          >
            Add Address
          </Button>
        )}
      </Group>
      {addresses.isPending && <LoadingNotice what="company addresses" py="sm" />}
      {addresses.isError && (
        <LoadFailure what="company addresses" message={errorMessage(addresses.error)} />
      )}
      {addresses.isSuccess && shown.length === 0 && (
        <Text c="dimmed" size="sm">
          {isAdmin
            ? 'No shared addresses yet: add your yards and sites.'
            : 'Your company has no shared addresses yet.'}
        </Text>
      )}
      <RowList>
        {shown.map((address) => (
          <RowListItem key={address.id} testId="company-address">
            <div style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Text fw={600} size="sm">
                {address.label}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {[address.recipientName, address.address, address.phone].filter(Boolean).join('\n')}
              </Text>
            </div>
            {isAdmin && (
              <Group gap="xs">
                <Button
                  variant="default"
                  h={44}
                  onClick={() => setEditing({ address })}
                  aria-label={`Edit ${address.label}`}
                >
                  Edit
                </Button>
                <Button
                  variant="default"
                  color="red"
                  h={44}
                  onClick={() => setRemoving(address)}
                  aria-label={`Remove ${address.label}`}
                >
                  Remove
                </Button>
              </Group>
            )}
          </RowListItem>
        ))}
      </RowList>
      {editing && (
        <CompanyAddressModal address={editing.address} onClose={() => setEditing(null)} />
      )}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove Company Address"
      >
        <Text size="sm">
          Remove {removing?.label}? Members will no longer be able to choose it at checkout.
        </Text>
        <ModalActions
          onCancel={() => setRemoving(null)}
          confirmLabel="Remove Address"
          confirmColor="red"
          focusCancel
          loading={remove.isPending}
          onConfirm={() => removing && remove.mutate({ id: removing.id })}
        />
      </Modal>
    </Stack>
  );
}
