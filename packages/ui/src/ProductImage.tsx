import { Image, type ImageProps } from '@mantine/core';
import { useCallback, useState, type ComponentPropsWithoutRef } from 'react';
import { PLACEHOLDER_IMAGE } from '@buildright/api/shared';

export type ProductImageProps = Omit<ImageProps, 'src' | 'fallbackSrc'> &
  Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps | 'src'> & {
    /** An image url; empty or missing shows the placeholder, and so does one that fails to load. */
    src: string | null | undefined;
    alt: string;
  };

export function ProductImage({ src, alt, ...props }: ProductImageProps) {
  const [brokenSrc, setBrokenSrc] = useState<string>();
  // An image in the server's HTML may fail before React is there to hear its error event.
  const noticeEarlyFailure = useCallback((image: HTMLImageElement | null) => {
    if (!image?.complete) return;
    const failedSrc = image.getAttribute('src') ?? undefined;
    image.decode().catch(() => setBrokenSrc(failedSrc));
  }, []);
  const wanted = src || PLACEHOLDER_IMAGE;

  return (
    <Image
      ref={noticeEarlyFailure}
      src={wanted === brokenSrc ? PLACEHOLDER_IMAGE : wanted}
      fallbackSrc={PLACEHOLDER_IMAGE}
      alt={alt}
      decoding="async"
      {...props}
    />
  );
}
