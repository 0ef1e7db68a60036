import { MAX_RETURN_PHOTOS, MAX_UPLOAD_BYTES } from '@buildright/api/shared';
import { Button, CloseButton, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconPhotoPlus } from '@tabler/icons-react';
import { PHOTO_TYPES } from './return-photos.ts';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Up to MAX_RETURN_PHOTOS photos of the items, each with its own message (`errors['photos.N']`)
 * and one for them all (`errors.photos`).
 */
export function ReturnPhotosField({
  files,
  onChange,
  errors,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  errors: Record<string, unknown>;
}) {
  const message = (key: string) => (typeof errors[key] === 'string' ? errors[key] : null);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="return-photos-title"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="return-photos-title">
            Photos (optional)
          </Title>
          <Text size="sm" c="dimmed" id="return-photos-rules">
            Up to {MAX_RETURN_PHOTOS} photos of the items or the damage: JPEG, PNG or GIF, less than{' '}
            {MAX_UPLOAD_BYTES / 1024 / 1024}MB each.
          </Text>
        </div>
        {files.length > 0 && (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {files.map((file, index) => (
              <li key={`${file.name}-${file.lastModified}-${index}`} data-testid="chosen-photo">
                <Group gap="xs" wrap="nowrap">
                  <IconPhoto size={20} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="sm" truncate="end" style={{ minWidth: 0, flex: 1 }}>
                    {file.name}{' '}
                    <Text span c="dimmed" size="sm">
                      ({sizeText(file.size)})
                    </Text>
                  </Text>
                  <CloseButton
                    aria-label={`Remove ${file.name}`}
                    onClick={() => onChange(files.filter((_, at) => at !== index))}
                  />
                </Group>
                {message(`photos.${index}`) && (
                  <Text c="red.8" size="sm" role="alert" ml={28}>
                    {message(`photos.${index}`)}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        )}
        {message('photos') && (
          <Text c="red.8" size="sm" role="alert">
            {message('photos')}
          </Text>
        )}
        {files.length < MAX_RETURN_PHOTOS && (
          <Group>
            <FileButton
              multiple
              accept={PHOTO_TYPES.join(',')}
              onChange={(added) => onChange([...files, ...added])}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="outline"
                  color="dark"
                  leftSection={<IconPhotoPlus size={18} aria-hidden />}
                  aria-describedby="return-photos-rules"
                >
                  Add photos
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
