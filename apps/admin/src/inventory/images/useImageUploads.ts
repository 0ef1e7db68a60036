import { useRef, useState } from 'react';
import { MAX_PRODUCT_IMAGES } from '@buildright/api/shared';
import { uploadImage } from '../../lib/upload.ts';
import { addImage } from '../imageList.ts';
import { imageMessages } from './imageMessages.ts';
import type { ImagesUpdate } from './imagesUpdate.ts';

/**
 * Uploads dropped files, as many as still fit, and adds each one that arrives to the list. Says
 * how many are in flight and which files were not added.
 */
export function useImageUploads(
  count: number,
  onChange: ImagesUpdate,
  onUploadingChange?: (uploading: boolean) => void,
) {
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  // Drops may overlap: the form waits until the last upload of every batch has answered.
  const inFlight = useRef(0);
  const countUploads = (change: number) => {
    inFlight.current += change;
    setUploading(inFlight.current);
    onUploadingChange?.(inFlight.current > 0);
  };
  const remaining = MAX_PRODUCT_IMAGES - count - uploading;
  const full = remaining <= 0;

  const upload = async (files: File[]) => {
    const accepted = files.slice(0, Math.max(remaining, 0));
    const found: string[] = files.length > accepted.length ? [imageMessages.full] : [];
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

  return { uploading, full, problems, setProblems, upload };
}
