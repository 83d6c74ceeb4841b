import { describe, expect, it } from 'vitest';
import type { PictureData } from '../content/images';
import { imagePreload } from './image-preload';

const base = { width: 1200, height: 800, alt: 'Atelier', sizes: '(width >= 64rem) 650px, 100vw' };
const photo: PictureData = {
  ...base,
  src: '/_astro/atelier.jpg',
  srcset: '/_astro/a-480.jpg 480w, /_astro/a-800.jpg 800w',
  sources: [
    { type: 'image/avif', srcset: '/_astro/a-480.avif 480w, /_astro/a-800.avif 800w' },
    { type: 'image/webp', srcset: '/_astro/a-480.webp 480w, /_astro/a-800.webp 800w' },
  ],
};

describe('imagePreload', () => {
  it.each([
    [
      'a photo: the best format’s candidates, typed, at the picture’s sizes',
      photo,
      {
        href: '/_astro/atelier.jpg',
        imagesrcset: '/_astro/a-480.avif 480w, /_astro/a-800.avif 800w',
        imagesizes: base.sizes,
        type: 'image/avif',
      },
    ],
    [
      'a raster without modern formats: the fallback’s candidates',
      { ...photo, sources: [] },
      { href: '/_astro/atelier.jpg', imagesrcset: photo.srcset, imagesizes: base.sizes },
    ],
    [
      'an illustration (SVG): its one file',
      { ...base, src: '/_astro/atelier.svg', sources: [] },
      { href: '/_astro/atelier.svg' },
    ],
  ])('%s', (_case, image, expected) => {
    expect(imagePreload(image)).toEqual(expected);
  });
});
