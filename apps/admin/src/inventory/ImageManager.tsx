import { Alert, Input, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAX_PRODUCT_IMAGES, type ProductImage } from '@buildright/api/shared';
import { AddImageByUrl } from './images/AddImageByUrl.tsx';
import { ImageDropzone } from './images/ImageDropzone.tsx';
import { rejectionMessage } from './images/imageMessages.ts';
import type { ImagesUpdate } from './images/imagesUpdate.ts';
import { SortableImageGrid } from './images/SortableImageGrid.tsx';
import { useImageUploads } from './images/useImageUploads.ts';

interface ImageManagerProps {
  value: ProductImage[];
  onChange: ImagesUpdate;
  error?: ReactNode;
  /** Reports uploads in flight, so the form is not saved without them. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** Product images: upload or add by URL, up to 8; the first is Primary; drag to reorder. */
export function ImageManager({ value, onChange, error, onUploadingChange }: ImageManagerProps) {
  const { uploading, full, problems, setProblems, upload } = useImageUploads(
    value.length,
    onChange,
    onUploadingChange,
  );

  return (
    <Input.Wrapper
      label="Images"
      labelElement="div"
      description={`Up to ${MAX_PRODUCT_IMAGES} images. The first one is the primary image; drag to reorder.`}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {value.length > 0 && <SortableImageGrid value={value} onChange={onChange} />}
        <Text size="sm" c="dimmed" aria-live="polite">
          {value.length} of {MAX_PRODUCT_IMAGES} images
          {uploading > 0 && ` · uploading ${uploading}...`}
        </Text>
        <ImageDropzone
          full={full}
          uploading={uploading > 0}
          onDrop={(files) => void upload(files)}
          onReject={(rejections) => setProblems(rejections.map(rejectionMessage))}
        />
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
        <AddImageByUrl value={value} onChange={onChange} disabled={full} />
      </Stack>
    </Input.Wrapper>
  );
}
