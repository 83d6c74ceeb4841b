/**
 * The image pipeline. Data files name images by their path under src/assets; this module turns
 * them into what a <picture> needs. Photos (JPEG, PNG, WebP) are emitted as AVIF and WebP at
 * responsive widths with a JPEG/PNG fallback; SVG illustrations are emitted as they are.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import photos from 'virtual:content-photos';

// Both cases: phones name photos « IMG_0042.JPG » (the schema refuses mixed-case extensions). The
// owner's photos only when a data file names them (src/integrations/content-photos.ts): a broken
// upload nobody uses never stops the build.
const modules = {
  ...import.meta.glob<{ default: ImageMetadata }>(
    ['/src/assets/**/*.{svg,png,jpg,jpeg,webp,avif,SVG,PNG,JPG,JPEG,WEBP,AVIF}', '!/src/assets/photos/**'],
    { eager: true },
  ),
  ...photos,
};

/** The build's metadata of an image under src/assets (throws with the path if it is missing). */
export function imageMeta(path: string): ImageMetadata {
  const mod = modules[`/src/assets/${path}`];
  if (!mod) throw new Error(`Image introuvable : src/assets/${path}`);
  return mod.default;
}

/** Everything a <picture> element needs; plain data (a script reads it from a JSON block). */
export interface PictureData {
  /** Fallback URL. */
  src: string;
  /** Fallback srcset (raster only). */
  srcset?: string | undefined;
  /** Modern formats, best first. */
  sources: { type: string; srcset: string }[];
  /** Intrinsic size, to reserve space and avoid layout shifts. */
  width: number;
  height: number;
  alt: string;
  sizes: string;
}

/**
 * An image of the full-screen view and the view's title while it shows it: the JSON of PHOTOS
 * (lib/dom-hooks.ts), written by ImageDialog.tsx and read by client/image-dialog.ts.
 */
export interface DialogImage {
  image: PictureData;
  title: string;
}

/** Options: the CSS width of the image at each breakpoint, and the widths to emit. */
export interface PictureOptions {
  /** The `sizes` attribute, e.g. "(width >= 64rem) 600px, 100vw". */
  sizes: string;
  /** Widths in pixels to emit for photos (never larger than the original, nor MAX_PHOTO_WIDTH). */
  widths: number[];
}

/**
 * The widest file emitted: a phone's 4 000 px photo is offered up to this width, which fills a
 * 1 200 px screen at 2x; more would only cost build time and disk.
 */
export const MAX_PHOTO_WIDTH = 2400;

/** Resolves a data file's image into <picture> data through the build's image pipeline. */
export async function picture(
  image: { src: string; alt: string },
  options: PictureOptions,
): Promise<PictureData> {
  // Read through Astro's `clone`: touching the imported metadata itself marks the original as
  // used, and the build then publishes it as is, e.g. a phone's 4 MB photo with its EXIF (GPS).
  // `fsPath` (read without marking) lets the build delete the original once its copies are made.
  const imported = imageMeta(image.src) as ImageMetadata & { clone?: ImageMetadata; fsPath?: string };
  const meta = imported.clone ? { ...imported.clone, fsPath: imported.fsPath } : imported;
  const base = { width: meta.width, height: meta.height, alt: image.alt, sizes: options.sizes };
  if (meta.format === 'svg') return { ...base, src: imported.src, sources: [] };

  const largest = Math.min(meta.width, MAX_PHOTO_WIDTH);
  const widths = [...new Set(options.widths.filter((w) => w < largest).concat(largest))].sort(
    (a, b) => a - b,
  );
  const fallbackFormat = meta.format === 'png' ? 'png' : 'jpg';
  const [avif, webp, fallback] = await Promise.all(
    (['avif', 'webp', fallbackFormat] as const).map((format) =>
      // `width`: the fallback `src` too is at most MAX_PHOTO_WIDTH (without it, Astro makes it at
      // the original's width: an 8 000 px phone photo published a 14 MB JPEG).
      getImage({
        src: meta,
        width: largest,
        widths,
        format,
        sizes: options.sizes,
        quality: format === 'avif' ? 60 : 75,
      }),
    ),
  );
  return {
    ...base,
    src: fallback!.src,
    srcset: fallback!.srcSet.attribute,
    sources: [
      { type: 'image/avif', srcset: avif!.srcSet.attribute },
      { type: 'image/webp', srcset: webp!.srcSet.attribute },
    ],
  };
}
