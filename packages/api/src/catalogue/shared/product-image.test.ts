import { describe, expect, it } from 'vitest';
import { displayImage, galleryImages, PLACEHOLDER_IMAGE, uploadSrcSet } from './product-image.ts';

describe('displayImage', () => {
  it('takes the image with the lowest order, wherever it is in the list', () => {
    expect(
      displayImage({
        images: [
          { url: '/b.png', order: 2 },
          { url: '/a.png', order: 0 },
          { url: '/c.png', order: 1 },
        ],
        imageUrl: '/legacy.png',
      }),
    ).toBe('/a.png');
  });

  it('falls back to imageUrl without images', () => {
    expect(displayImage({ images: [], imageUrl: '/legacy.png' })).toBe('/legacy.png');
    expect(displayImage({ images: null, imageUrl: '/legacy.png' })).toBe('/legacy.png');
    expect(displayImage({ imageUrl: '/legacy.png' })).toBe('/legacy.png');
  });

  it('falls back to the placeholder without any image', () => {
    expect(PLACEHOLDER_IMAGE).toBe('/demo-images/placeholder.svg');
    expect(displayImage({})).toBe(PLACEHOLDER_IMAGE);
    expect(displayImage({ images: [], imageUrl: null })).toBe(PLACEHOLDER_IMAGE);
    expect(displayImage({ images: [], imageUrl: '' })).toBe(PLACEHOLDER_IMAGE);
  });

  it('ignores images with an empty url', () => {
    expect(
      displayImage({
        images: [
          { url: '', order: 0 },
          { url: '   ', order: 1 },
          { url: '/real.png', order: 5 },
        ],
      }),
    ).toBe('/real.png');
    expect(displayImage({ images: [{ url: '', order: 0 }], imageUrl: '/legacy.png' })).toBe(
      '/legacy.png',
    );
  });
});

describe('galleryImages', () => {
  it('orders the images and drops the empty ones', () => {
    expect(
      galleryImages([
        { url: '/3.png', order: 3 },
        { url: '', order: 0 },
        { url: '/1.png', order: 1 },
      ]).map((image) => image.url),
    ).toEqual(['/1.png', '/3.png']);
    expect(galleryImages(undefined)).toEqual([]);
  });

  it('does not reorder the caller’s array', () => {
    const images = [
      { url: '/2.png', order: 2 },
      { url: '/1.png', order: 1 },
    ];
    galleryImages(images);
    expect(images.map((image) => image.url)).toEqual(['/2.png', '/1.png']);
  });
});

describe('uploadSrcSet', () => {
  it('offers an upload’s thumbnail beside its web version', () => {
    const url = '/uploads/0b6f3d0e-3f5c-4e8e-9a57-2b1f1f1c9d10.webp';
    expect(uploadSrcSet(url)).toBe(
      '/uploads/0b6f3d0e-3f5c-4e8e-9a57-2b1f1f1c9d10-400.webp 400w, ' + `${url} 1200w`,
    );
  });

  it('offers nothing for other images', () => {
    for (const url of [
      '/demo-images/bucket-1.svg',
      'https://cdn.example.com/uploads/0b6f3d0e-3f5c-4e8e-9a57-2b1f1f1c9d10.webp',
      '/uploads/0b6f3d0e-3f5c-4e8e-9a57-2b1f1f1c9d10-400.webp',
      '/uploads/0b6f3d0e-3f5c-4e8e-9a57-2b1f1f1c9d10-original.png',
      '/uploads/../secret.webp',
    ]) {
      expect(uploadSrcSet(url)).toBeUndefined();
    }
  });
});
