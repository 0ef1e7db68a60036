import { ActionIcon, Badge, Group, Image, Paper, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { PLACEHOLDER_IMAGE, type ProductImage } from '@buildright/api/shared';
import { assetUrl } from '../../lib/origin.ts';

/** One image of the list: its picture, Primary on the first, a drag handle and Remove. */
export function SortableImage(props: {
  image: ProductImage;
  index: number;
  count: number;
  onRemove: () => void;
}) {
  const { image, index } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.url,
  });
  const label = image.alt || `Image ${index + 1}`;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      pos="relative"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
        overflow: 'hidden',
      }}
      data-testid="product-image"
    >
      <Image
        src={assetUrl(image.url)}
        fallbackSrc={PLACEHOLDER_IMAGE}
        alt={label}
        h={110}
        fit="cover"
      />
      {index === 0 && (
        <Badge pos="absolute" top={6} left={6} size="sm" variant="filled">
          Primary
        </Badge>
      )}
      <Group justify="space-between" p={4} wrap="nowrap" gap={4}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Drag to reorder ${label} (position ${index + 1} of ${props.count})`}
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Text size="xs" c="dimmed" truncate="end" title={image.url} style={{ flex: 1 }}>
          {label}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${label}`}
          onClick={props.onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
