import '@mantine/dropzone/styles.css';
import { Box, Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '@buildright/api/shared';
import { imageMessages } from './imageMessages.ts';

/** Where image files are dropped or chosen; says when the list is full. */
export function ImageDropzone(props: {
  full: boolean;
  uploading: boolean;
  onDrop: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
}) {
  const { full } = props;
  return (
    <Dropzone
      onDrop={props.onDrop}
      onReject={props.onReject}
      accept={Object.keys(UPLOAD_IMAGE_TYPES)}
      maxSize={MAX_UPLOAD_BYTES}
      multiple
      disabled={full}
      loading={props.uploading}
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
          <Text fw={600}>{full ? imageMessages.full : 'Drop images here or click to choose'}</Text>
          <Text size="sm" c="dimmed">
            JPEG, PNG or GIF, less than 5MB each
          </Text>
        </Box>
      </Group>
    </Dropzone>
  );
}
