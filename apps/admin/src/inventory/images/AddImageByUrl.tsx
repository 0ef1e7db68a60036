import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ProductImage } from '@buildright/api/shared';
import { addImage } from '../imageList.ts';
import { imageMessages } from './imageMessages.ts';
import type { ImagesUpdate } from './imagesUpdate.ts';

/** A URL field that adds the image it names, unless it is blank or already listed. */
export function AddImageByUrl(props: {
  value: ProductImage[];
  onChange: ImagesUpdate;
  disabled: boolean;
}) {
  const { value, onChange, disabled } = props;
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  const addByUrl = () => {
    const trimmed = url.trim();
    if (!trimmed) return setUrlError(imageMessages.blankUrl);
    if (value.some((image) => image.url === trimmed)) return setUrlError(imageMessages.duplicate);
    onChange((images) => addImage(images, trimmed));
    setUrl('');
    setUrlError(null);
  };

  return (
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
        disabled={disabled}
        style={{ flex: 1 }}
      />
      <Button variant="default" mt={25} onClick={addByUrl} disabled={disabled}>
        Add URL
      </Button>
    </Group>
  );
}
