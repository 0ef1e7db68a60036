import type { SavedAddress } from '@buildright/api';
import { Button, Group, Modal, Text } from '@mantine/core';

export function DeleteAddressModal({
  address,
  deleting,
  onConfirm,
  onClose,
}: {
  address: SavedAddress;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title="Delete Address">
      <Text>
        Delete <strong>{address.label}</strong> from your address book?
        {address.isDefault && ' Your oldest other address becomes the default.'}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={deleting}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
