import type { SavedAddress } from '@buildright/api';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconStar, IconTrash } from '@tabler/icons-react';

interface AddressCardProps {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  busy: boolean;
}

export function AddressCard({ address, onEdit, onDelete, onMakeDefault, busy }: AddressCardProps) {
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="saved-address"
      aria-label={address.label}
    >
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={800}>{address.label}</Text>
          {address.isDefault && (
            <Badge color="green.8" variant="filled" autoContrast>
              Default
            </Badge>
          )}
        </Group>
        <Text size="sm">{address.recipientName}</Text>
        {address.company && <Text size="sm">{address.company}</Text>}
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {address.address}
        </Text>
        {address.phone && (
          <Text size="sm" c="dimmed">
            {address.phone}
          </Text>
        )}
      </Stack>
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={onEdit}
          aria-label={`Edit ${address.label}`}
        >
          Edit
        </Button>
        {!address.isDefault && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconStar size={14} aria-hidden />}
            onClick={onMakeDefault}
            disabled={busy}
            aria-label={`Make default: ${address.label}`}
          >
            Make Default
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${address.label}`}
        >
          Delete
        </Button>
      </Group>
    </Card>
  );
}
