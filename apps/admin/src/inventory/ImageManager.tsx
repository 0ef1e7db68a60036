import '@mantine/dropzone/styles.css';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Input,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
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
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconPhotoPlus, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { MAX_PRODUCT_IMAGES, PLACEHOLDER_IMAGE, type ProductImage } from '@buildright/api/shared';
import { assetUrl } from '../lib/origin.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, uploadImage } from '../lib/upload.ts';
import { addImage, moveImage, removeImage } from './imageList.ts';

const messages = {
  notImage: 'Please upload only image files (JPEG, PNG, GIF)',
  tooLarge: 'File size must be less than 5MB',
  full: `A product has at most ${MAX_PRODUCT_IMAGES} images`,
  blankUrl: 'Please enter an image URL',
  duplicate: 'This image is already in the list',
};

function rejectionMessage(rejection: FileRejection): string {
  const codes = rejection.errors.map((e) => e.code);
  if (codes.includes('file-invalid-type')) return messages.notImage;
  if (codes.includes('file-too-large')) return messages.tooLarge;
  if (codes.includes('too-many-files')) return messages.full;
  return rejection.errors[0]?.message ?? messages.notImage;
}

function SortableImage(props: {
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

interface ImageManagerProps {
  value: ProductImage[];
  /** Takes an update of the current list, so uploads that finish late do not undo other edits. */
  onChange: (update: (images: ProductImage[]) => ProductImage[]) => void;
  error?: React.ReactNode;
  /** Reports uploads in flight, so the form is not saved without them. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** Product images: upload or add by URL, up to 8; the first is Primary; drag to reorder. */
export function ImageManager({ value, onChange, error, onUploadingChange }: ImageManagerProps) {
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  // Drops may overlap: the form waits until the last upload of every batch has answered.
  const inFlight = useRef(0);
  const countUploads = (change: number) => {
    inFlight.current += change;
    setUploading(inFlight.current);
    onUploadingChange?.(inFlight.current > 0);
  };
  const remaining = MAX_PRODUCT_IMAGES - value.length - uploading;
  const full = remaining <= 0;

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

  const upload = async (files: File[]) => {
    const accepted = files.slice(0, Math.max(remaining, 0));
    const found: string[] = files.length > accepted.length ? [messages.full] : [];
    if (accepted.length === 0) {
      setProblems(found);
      return;
    }
    countUploads(accepted.length);
    const results = await Promise.allSettled(accepted.map((file) => uploadImage(file)));
    countUploads(-accepted.length);
    const uploaded: { url: string; alt: string }[] = [];
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') {
        uploaded.push(result.value);
      } else {
        const reason =
          result.reason instanceof Error ? result.reason.message : String(result.reason);
        found.push(`${accepted[i]?.name}: ${reason}`);
        console.error('Image upload failed', result.reason);
      }
    });
    onChange((images) =>
      uploaded.reduce((list, image) => addImage(list, image.url, image.alt), images),
    );
    setProblems(found);
  };

  const addByUrl = () => {
    const trimmed = url.trim();
    if (!trimmed) return setUrlError(messages.blankUrl);
    if (value.some((image) => image.url === trimmed)) return setUrlError(messages.duplicate);
    onChange((images) => addImage(images, trimmed));
    setUrl('');
    setUrlError(null);
  };

  return (
    <Input.Wrapper
      label="Images"
      labelElement="div"
      description={`Up to ${MAX_PRODUCT_IMAGES} images. The first one is the primary image; drag to reorder.`}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {value.length > 0 && (
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
                    onRemove={() =>
                      onChange((images) => removeImage(images, images.indexOf(image)))
                    }
                  />
                ))}
              </SimpleGrid>
            </SortableContext>
          </DndContext>
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {value.length} of {MAX_PRODUCT_IMAGES} images
          {uploading > 0 && ` · uploading ${uploading}...`}
        </Text>
        <Dropzone
          onDrop={(files) => void upload(files)}
          onReject={(rejections) => setProblems(rejections.map(rejectionMessage))}
          accept={UPLOAD_TYPES}
          maxSize={MAX_UPLOAD_BYTES}
          multiple
          disabled={full}
          loading={uploading > 0}
          useFsAccessApi={false}
          aria-label="Upload images"
          data-testid="image-dropzone"
        >
          <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoPlus size={32} aria-hidden />
            </Dropzone.Idle>
            <Box>
              <Text fw={600}>{full ? messages.full : 'Drop images here or click to choose'}</Text>
              <Text size="sm" c="dimmed">
                JPEG, PNG or GIF, less than 5MB each
              </Text>
            </Box>
          </Group>
        </Dropzone>
        {problems.length > 0 && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            onClose={() => setProblems([])}
            title="Some images were not added"
          >
            {problems.map((problem) => (
              <div key={problem}>{problem}</div>
            ))}
          </Alert>
        )}
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label="Add image by URL"
            placeholder="https://example.com/photo.jpg"
            value={url}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setUrlError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addByUrl();
              }
            }}
            error={urlError}
            disabled={full}
            style={{ flex: 1 }}
          />
          <Button variant="default" mt={25} onClick={addByUrl} disabled={full}>
            Add URL
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
