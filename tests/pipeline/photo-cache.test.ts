/**
 * Photos encoded once (docs/decisions/0024-photos-encoded-once.md): Astro keeps each derived file
 * (AVIF, WebP, JPEG at each width) in its cache, .cache/astro/assets, named by a hash of the
 * photo's bytes and of the transform. One copy of the pipeline's fixture with three cars' photos,
 * with a cache of its own, built three times: cold, after a change that touches no photo, after
 * one photo changed. Counted in cache entries and their times of writing, never in build times.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteCopy, rebuild, REPO, type SiteCopy } from '../support/site-copy';

const fixture = path.resolve(import.meta.dirname, 'fixture');
const CARS = ['golf', 'a3', 'octavia'];
/** Each car photo is 1 000 px wide: published at 800 and 1 000 px, in three formats. */
const DERIVED_PER_PHOTO = 2 * 3;

/** A small photo of a car (shapes over a gradient): enough for the encoders, quick to encode. */
async function carPhoto(file: string, hue: number): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 25% 45%)"/><stop offset="1" stop-color="#1f2329"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="500" cy="440" rx="320" ry="120" fill="hsl(${(hue + 180) % 360} 60% 40%)"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
}

/** Every entry of the copy's image cache, with the time it was written. */
function cacheEntries(root: string): Map<string, number> {
  const dir = path.join(root, '.cache/astro/assets');
  return new Map(readdirSync(dir).map((name) => [name, statSync(path.join(dir, name)).mtimeMs]));
}

/** The files of the page's car photos the build published (their names: `golf.<hash>_<hash>.avif`). */
function publishedCarFiles(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'voitures/index.html'), 'utf-8');
  return [...new Set(html.match(/\/_astro\/[\w.-]+\.(avif|webp|jpg)/g) ?? [])];
}

let copy: SiteCopy | undefined;
let cold: Map<string, number>;
let published: string[];
beforeAll(async () => {
  copy = await buildSiteCopy({
    prefix: 'site-photo-cache-',
    ownCache: true,
    prepare: async (root) => {
      rmSync(path.join(root, 'src/pages'), { recursive: true });
      cpSync(path.join(fixture, 'src/pages'), path.join(root, 'src/pages'), { recursive: true });
      cpSync(path.join(fixture, 'astro.config.mjs'), path.join(root, 'astro.config.mjs'));
      const photos = path.join(root, 'src/assets/pipeline/voitures');
      mkdirSync(photos, { recursive: true });
      await Promise.all(CARS.map((car, i) => carPhoto(path.join(photos, `${car}.jpg`), i * 120)));
      // The fixture page's photos are left out: only the cars' are counted.
      for (const page of readdirSync(path.join(root, 'src/pages')))
        if (page !== 'voitures.astro') rmSync(path.join(root, 'src/pages', page));
    },
  });
  cold = cacheEntries(copy.root);
  published = publishedCarFiles(copy.dist);
}, 180_000);

afterAll(() => copy?.remove());

describe('a car photo’s derived files', () => {
  it('are encoded into the cache on the first build, one entry for each file published', () => {
    expect(published).toHaveLength(CARS.length * DERIVED_PER_PHOTO);
    expect([...cold.keys()].sort()).toEqual(published.map((url) => path.basename(url)).sort());
  });

  it('are reused by the next build after a change that touches no photo: nothing encoded again', () => {
    const page = path.join(copy!.root, 'src/pages/voitures.astro');
    writeFileSync(page, readFileSync(page, 'utf-8').replace('Voitures à vendre', 'Nos voitures à vendre'));
    const { dist } = rebuild(copy!.root);
    expect(readFileSync(path.join(dist, 'voitures/index.html'), 'utf-8')).toContain('Nos voitures à vendre');
    expect(cacheEntries(copy!.root)).toEqual(cold);
    expect(publishedCarFiles(dist)).toEqual(published);
  }, 120_000);

  it('are encoded again for the one photo that changed, and only for it', async () => {
    await carPhoto(path.join(copy!.root, 'src/assets/pipeline/voitures/a3.jpg'), 300);
    const { dist } = rebuild(copy!.root);
    const after = cacheEntries(copy!.root);
    const added = [...after.keys()].filter((name) => !cold.has(name));
    expect(added).toHaveLength(DERIVED_PER_PHOTO);
    expect(added.every((name) => name.startsWith('a3.'))).toBe(true);
    for (const [name, written] of cold) expect(after.get(name), name).toBe(written);
    const now = publishedCarFiles(dist).map((url) => path.basename(url));
    expect(now.filter((name) => name.startsWith('a3.')).sort()).toEqual(added.sort());
  }, 120_000);

  it('live where the site and the publishing workflow look for them', () => {
    for (const config of ['astro.config.mjs', 'tests/pipeline/fixture/astro.config.mjs'])
      expect(readFileSync(path.join(REPO, config), 'utf-8'), config).toContain("cacheDir: './.cache/astro'");
    // The workflow keeps them, and the photos decoded whole (src/data/reader.ts, PHOTOS_DECODED).
    const workflow = readFileSync(path.join(REPO, '.github/workflows/publish.yml'), 'utf-8');
    expect(workflow).toMatch(/path: \|\n\s+\.cache\/astro\/assets\n\s+\.cache\/photos-decoded\n/);
  });
});
