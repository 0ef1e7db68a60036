import { Image, type ImageProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { PLACEHOLDER_IMAGE } from '@buildright/api/shared';

export type ProductImageProps = Omit<ImageProps, 'src' | 'fallbackSrc'> &
  Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps | 'src'> & {
    /** An image url; empty or missing shows the placeholder, and so does one that fails to load. */
    src: string | null | undefined;
    alt: string;
  };

export function ProductImage({ src, alt, ...props }: ProductImageProps) {
  return (
    <Image
      src={src || PLACEHOLDER_IMAGE}
      fallbackSrc={PLACEHOLDER_IMAGE}
      alt={alt}
      decoding="async"
      {...props}
    />
  );
}
