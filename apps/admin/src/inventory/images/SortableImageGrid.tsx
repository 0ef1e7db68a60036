import { SimpleGrid } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import type { ProductImage } from '@buildright/api/shared';
import { moveImage, removeImage } from '../imageList.ts';
import { SortableImage } from './SortableImage.tsx';
import type { ImagesUpdate } from './imagesUpdate.ts';

/** The images in their order, reordered by dragging with the mouse or the keyboard. */
export function SortableImageGrid({
  value,
  onChange,
}: {
  value: ProductImage[];
  onChange: ImagesUpdate;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Spoken by dnd-kit's live region: positions, not URLs.
  const position = (id: UniqueIdentifier | undefined) =>
    value.findIndex((image) => image.url === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up image ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `Image ${position(active.id)} moved to position ${position(over.id)}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Image ${position(active.id)} dropped at position ${position(over.id)}.`
        : `Image ${position(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving image ${position(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange((images) =>
      moveImage(
        images,
        images.findIndex((image) => image.url === active.id),
        images.findIndex((image) => image.url === over.id),
      ),
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move an image, press space or enter, use the arrow keys to choose its new place, then press space or enter again. Escape cancels.',
        },
      }}
    >
      <SortableContext items={value.map((image) => image.url)} strategy={rectSortingStrategy}>
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" data-testid="image-list">
          {value.map((image, index) => (
            <SortableImage
              key={image.url}
              image={image}
              index={index}
              count={value.length}
              onRemove={() => onChange((images) => removeImage(images, images.indexOf(image)))}
            />
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}
