import { describe, expect, it } from 'vitest';
import { addImage, moveImage, removeImage, sortedImages } from './imageList.ts';

const list = (...urls: string[]) => urls.map((url, order) => ({ url, order }));

describe('product image list', () => {
  it('adds at the end with the next order and keeps the alt text', () => {
    expect(addImage(list('/a.webp'), '/b.webp', 'Bucket')).toEqual([
      { url: '/a.webp', order: 0 },
      { url: '/b.webp', order: 1, alt: 'Bucket' },
    ]);
  });

  it('renumbers after a removal so the next image becomes primary', () => {
    expect(removeImage(list('/a', '/b', '/c'), 0)).toEqual(list('/b', '/c'));
  });

  it('moves an image and renumbers every order', () => {
    expect(moveImage(list('/a', '/b', '/c'), 2, 0)).toEqual(list('/c', '/a', '/b'));
    expect(moveImage(list('/a', '/b', '/c'), 0, 1)).toEqual(list('/b', '/a', '/c'));
  });

  it('ignores moves outside the list', () => {
    expect(moveImage(list('/a', '/b'), 0, 5)).toEqual(list('/a', '/b'));
    expect(moveImage(list('/a', '/b'), -1, 0)).toEqual(list('/a', '/b'));
  });

  it('sorts stored images by order and closes gaps', () => {
    expect(
      sortedImages([
        { url: '/late', order: 7 },
        { url: '/first', order: 2 },
      ]),
    ).toEqual(list('/first', '/late'));
  });
});
