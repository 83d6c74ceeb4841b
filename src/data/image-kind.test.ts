import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HEAD_BYTES, signatureProblem } from './image-kind';

/** A file's size and first bytes, as the editor reads an upload before a save (src/admin/editor.ts). */
const head = (bytes: Buffer) => [bytes.length, new Uint8Array(bytes.subarray(0, HEAD_BYTES))] as const;
const plain = (width: number, height: number, background = '#5b6470') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Three pictures of 800 × 600 in one animated WebP (a dealer's 360° export). */
const animated = await sharp(
  await Promise.all(['#c62828', '#1d5fd6', '#2f3338'].map((c) => plain(800, 600, c).png().toBuffer())),
  { join: { animated: true } },
)
  .webp()
  .toBuffer();

const tiny = {
  png: await plain(1, 1).png().toBuffer(),
  jpeg: await plain(64, 48)
    .jpeg()
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 12' } })
    .toBuffer(),
  webp: await plain(1, 1).webp().toBuffer(),
  lossless: await plain(200, 150).webp({ lossless: true }).toBuffer(),
};

// What the editor can tell from an upload's first bytes, the verifier and the build say the same
// from sharp's reading (src/data/photos.test.ts): the size of a PNG or a WebP, a WebP's animation.
describe('a photo’s first bytes, as the editor checks an upload', () => {
  it.each([
    ['an animated WebP', 'photos/a.webp', animated, 'est une animation (plusieurs images'],
    ['a 1 × 1 PNG', 'photos/a.png', tiny.png, 'ne fait que 1 × 1 pixels'],
    ['a 64 × 48 JPEG with its EXIF block', 'photos/a.jpg', tiny.jpeg, 'ne fait que 64 × 48 pixels'],
    ['a 1 × 1 lossy WebP', 'photos/a.webp', tiny.webp, 'ne fait que 1 × 1 pixels'],
    ['a 200 × 150 lossless WebP', 'photos/a.webp', tiny.lossless, 'ne fait que 200 × 150 pixels'],
  ])('%s is refused', (_, src, bytes, message) => {
    expect(signatureProblem(src, ...head(bytes))).toContain(message);
  });

  it.each([
    ['an 800 × 600 PNG', 'photos/a.png', plain(800, 600).png()],
    ['an 800 × 600 lossy WebP', 'photos/a.webp', plain(800, 600).webp()],
    ['a 600 × 400 lossless WebP', 'photos/a.webp', plain(600, 400).webp({ lossless: true })],
    ['an 800 × 600 still WebP with metadata (VP8X)', 'photos/a.webp', plain(800, 600).webp().withMetadata()],
    ['an 800 × 600 JPEG with its EXIF block', 'photos/a.jpg', plain(800, 600).jpeg().withMetadata()],
  ])('%s passes', async (_, src, image) => {
    expect(signatureProblem(src, ...head(await image.toBuffer()))).toBeUndefined();
  });
});
