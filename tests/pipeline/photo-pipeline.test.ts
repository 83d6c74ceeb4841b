/**
 * The owner's photos go through the build's image pipeline: a JPEG and a PNG placed in
 * src/assets are emitted as AVIF and WebP (plus a JPEG/PNG fallback) at responsive widths, with
 * width and height set, lazy unless marked as the page's main image. This builds a small fixture
 * site with the real `picture()` and `<Picture>` and checks what comes out.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteCopy, type SiteCopy } from '../support/site-copy';

/** The fixture: its own configuration and one page, in place of the site's (tests/pipeline/fixture). */
const fixture = path.resolve(import.meta.dirname, 'fixture');
let dist = '';

/** A photo-like test image (a gradient with shapes, so encoders have something to chew on). */
async function makePhoto(file: string, width: number, height: number, format: 'jpeg' | 'png') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b6470"/><stop offset="1" stop-color="#c62828"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f2b705"/></svg>`;
  await sharp(Buffer.from(svg))[format]().toFile(file);
}

let html = '';
let copy: SiteCopy | undefined;
beforeAll(async () => {
  copy = await buildSiteCopy({
    prefix: 'site-pipeline-',
    prepare: async (root) => {
      rmSync(path.join(root, 'src/pages'), { recursive: true });
      cpSync(path.join(fixture, 'src/pages'), path.join(root, 'src/pages'), { recursive: true });
      cpSync(path.join(fixture, 'astro.config.mjs'), path.join(root, 'astro.config.mjs'));
      mkdirSync(path.join(root, 'src/assets/pipeline'), { recursive: true });
      await makePhoto(path.join(root, 'src/assets/pipeline/atelier.jpg'), 1600, 900, 'jpeg');
      await makePhoto(path.join(root, 'src/assets/pipeline/carte.png'), 960, 640, 'png');
      await makePhoto(path.join(root, 'src/assets/pipeline/telephone.jpg'), 4000, 3000, 'jpeg');
    },
  });
  dist = copy.dist;
  html = readFileSync(path.join(dist, 'index.html'), 'utf-8');
}, 120_000);

afterAll(() => copy?.remove());

/** The srcset entries of the <source> or <img> matching `pattern`, as [url, width] pairs. */
function srcset(tag: RegExp): [string, number][] {
  const match = tag.exec(html);
  if (!match) throw new Error(`no tag matching ${tag}`);
  const set = /srcset="([^"]+)"/i.exec(match[0])?.[1] ?? '';
  return set.split(', ').map((entry) => {
    const [url, w] = entry.split(' ');
    return [url!, Number.parseInt(w!, 10)];
  });
}

describe('a JPEG photo through the pipeline', () => {
  it.each([
    ['image/avif', 'avif'],
    ['image/webp', 'webp'],
  ])('is offered as %s at 480, 800, 1200 and its own 1600 px', async (type, format) => {
    const entries = srcset(new RegExp(`<source type="${type}"[^>]*atelier[^>]*>`));
    expect(entries.map(([, w]) => w)).toEqual([480, 800, 1200, 1600]);
    for (const [url, width] of entries) {
      const file = path.join(dist, decodeURIComponent(url.split('?')[0]!));
      expect(existsSync(file), file).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(format);
      expect(meta.width).toBe(width);
    }
  });

  it('falls back to JPEG, with its size set, eager and high priority as the main image', () => {
    const img = /<img[^>]*atelier[^>]*>/.exec(html)![0];
    expect(img).toMatch(/src="[^"]+\.jpg"/);
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="900"');
    expect(img).toContain('loading="eager"');
    expect(img).toMatch(/fetchpriority="high"/i);
    expect(img).toContain('alt="L’atelier du garage"');
    expect(img).toContain('sizes="(width &gt;= 64rem) 1200px, 100vw"');
  });
});

describe('a PNG picture through the pipeline', () => {
  it('keeps PNG as the fallback, never upscales, and is lazy below the fold', () => {
    expect(srcset(/<source type="image\/webp"[^>]*carte[^>]*>/).map(([, w]) => w)).toEqual([480, 960]);
    const img = /<img[^>]*carte[^>]*>/.exec(html)![0];
    expect(img).toMatch(/src="[^"]+\.png"/);
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('width="960"');
    expect(img).toContain('height="640"');
    expect(img).toContain('alt=""');
  });
});

/** The widest file published of any photo (src/data/images.ts, which vitest cannot import: astro:assets). */
const MAX_PHOTO_WIDTH = 2400;

describe('a phone’s 4 000 px photo', () => {
  it('publishes no file wider than MAX_PHOTO_WIDTH, the fallback src included', async () => {
    const img = /<img[^>]*telephone[^>]*>/.exec(html)![0];
    const src = /src="([^"]+)"/.exec(img)![1]!;
    const files = [src, ...srcset(/<source type="image\/avif"[^>]*telephone[^>]*>/).map(([url]) => url)];
    for (const url of files) {
      const meta = await sharp(path.join(dist, decodeURIComponent(url.split('?')[0]!))).metadata();
      expect(meta.width, url).toBeLessThanOrEqual(MAX_PHOTO_WIDTH);
    }
    expect((await sharp(path.join(dist, decodeURIComponent(src))).metadata()).width).toBe(MAX_PHOTO_WIDTH);
  });
});
