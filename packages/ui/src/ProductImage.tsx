import { Image, type ImageProps } from '@mantine/core';
import { useCallback, useState, type ComponentPropsWithoutRef } from 'react';
import { PLACEHOLDER_IMAGE, uploadSrcSet } from '@buildright/api/shared';

export type ProductImageProps = Omit<ImageProps, 'src' | 'fallbackSrc'> &
  Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps | 'src' | 'srcSet'> & {
    /** An image url; empty or missing shows the placeholder, and so does one that fails to load. */
    src: string | null | undefined;
    alt: string;
    /** How wide the image shows (as the `sizes` attribute): a small slot loads an upload's thumbnail. */
    sizes?: string;
  };

export function ProductImage({ src, alt, sizes, onError, ...props }: ProductImageProps) {
  const [brokenSrc, setBrokenSrc] = useState<string>();
  const wanted = src || PLACEHOLDER_IMAGE;
  const shown = wanted === brokenSrc ? PLACEHOLDER_IMAGE : wanted;
  const srcSet = sizes ? uploadSrcSet(shown) : undefined;

  // An image in the server's HTML may fail before React is there to hear its error event.
  const noticeEarlyFailure = useCallback((image: HTMLImageElement | null) => {
    if (!image?.complete) return;
    const failedSrc = image.getAttribute('src') ?? undefined;
    image.decode().catch(() => setBrokenSrc(failedSrc));
  }, []);

  return (
    <Image
      ref={noticeEarlyFailure}
      src={shown}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      fallbackSrc={PLACEHOLDER_IMAGE}
      alt={alt}
      decoding="async"
      onError={(event) => {
        setBrokenSrc(wanted);
        onError?.(event);
      }}
      {...props}
    />
  );
}
