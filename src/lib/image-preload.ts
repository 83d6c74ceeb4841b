import type { PictureData } from '../content/images';

/** The attributes of a `<link rel="preload" as="image">`. */
export interface ImagePreload {
  href: string;
  imagesrcset?: string;
  imagesizes?: string;
  type?: string;
}

/**
 * The preload of the file the browser will pick for a `<picture>` (components/ui/Picture.tsx):
 * the first source's candidates at the picture's `sizes` (a browser that cannot decode that type
 * skips the preload, as it skips the source), else the fallback's. The same candidates and `sizes`
 * as the markup, so the preloaded file is the one shown, at the width the screen needs.
 */
export function imagePreload(image: PictureData): ImagePreload {
  const [best] = image.sources;
  if (best) return { href: image.src, imagesrcset: best.srcset, imagesizes: image.sizes, type: best.type };
  if (image.srcset) return { href: image.src, imagesrcset: image.srcset, imagesizes: image.sizes };
  return { href: image.src };
}
