/**
 * How the build encodes photos: Astro's sharp service with two settings of ours, shared by the
 * site's configuration and the image pipeline's test fixture (tests/pipeline/fixture).
 * - AVIF at sharp's effort 3 (its default is 4) with 4:2:0 colour, as the WebP and JPEG copies
 *   have (sharp's AVIF default keeps colour at full resolution, 4:4:4): about a fifth of the
 *   processor time per photo, for files no larger at the same quality. A phone photo's 18 to 24
 *   files took 21–25 s of processor, now 5–6 s: 150 photos' first build fits in 10 minutes on two
 *   cores (docs/decisions/0024-photos-encoded-once.md, figures there).
 * - The pixel limit is the one the photo check names to the owner (src/data/image-kind.ts).
 * A derived file's name does not hold these settings: after changing them, delete `.cache/astro`
 * (the publishing workflow's cache key holds this file, so it starts from empty by itself).
 */
import { sharpImageService } from 'astro/config';
import { MAX_PHOTO_PIXELS } from '../data/image-kind.ts';

/** The build's image service (astro.config.mjs `image.service`). */
export const photoEncoder = sharpImageService({
  limitInputPixels: MAX_PHOTO_PIXELS,
  avif: { effort: 3, chromaSubsampling: '4:2:0' },
});
