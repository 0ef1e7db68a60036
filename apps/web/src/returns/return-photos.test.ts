import { describe, expect, it } from 'vitest';
import { photoChoiceErrors } from './return-photos.ts';

const file = (name: string, type: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('the chosen photos', () => {
  it('may be JPEG, PNG or GIF images of less than 5MB, up to five', () => {
    const photos = ['a.jpg', 'b.png', 'c.gif'].map((name, index) =>
      file(name, ['image/jpeg', 'image/png', 'image/gif'][index]!),
    );
    expect(photoChoiceErrors(photos)).toEqual({});
    expect(photoChoiceErrors([])).toEqual({});
  });

  it('name each photo refused where it is, and too many for them all', () => {
    const photos = [
      file('a.jpg', 'image/jpeg'),
      file('notes.pdf', 'application/pdf'),
      file('huge.png', 'image/png', 5 * 1024 * 1024),
      file('d.webp', 'image/webp'),
      file('e.jpg', 'image/jpeg'),
      file('f.jpg', 'image/jpeg'),
    ];
    expect(photoChoiceErrors(photos)).toEqual({
      photos: 'At most 5 photos',
      'photos.1': 'Please upload only image files (JPEG, PNG, GIF)',
      'photos.2': 'File size must be less than 5MB',
      'photos.3': 'Please upload only image files (JPEG, PNG, GIF)',
    });
  });
});
