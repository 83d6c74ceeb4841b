/**
 * A careless owner's photos and offers (issue 33), on copies of the site: what his phone or a failed
 * upload leaves in src/assets/photos/, and offers that have all ended. Every broken photo a car
 * shows stops the owner's quick check (`npm run verifier`) and the build in French, naming the file
 * and the car; a broken file no car shows never blocks the build; a phone's 8 000 × 6 000 photo is
 * published at most 2 400 px wide, its fallback `src` included; and the « Offres du moment »
 * section leaves the home page with its last offer, at the build and in a page kept open.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { dump, load } from 'js-yaml';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchOptions } from '#scripts/lib/chromium.mjs';
import { serveDist } from '#scripts/lib/static-server.mjs';
import { REPO, buildSiteCopy, freshFolder, type SiteCopy } from '../support/site-copy';

const PHOTOS = 'src/assets/photos/vehicules';
const CAR = 'voiture-occasion/volkswagen-golf-1-6-tdi-115-confortline-2017';

/** vehicles.yaml with one Golf per list of photos (each its own year, so each its own car). */
function cars(...photos: string[][]): string {
  return dump({
    vehicles: photos.map((files, i) => ({
      make: 'Volkswagen',
      model: 'Golf',
      version: '1.6 TDI 115 Confortline',
      year: 2017 + i,
      mileageKm: 98500,
      fuel: 'diesel',
      gearbox: 'manuelle',
      price: 13490,
      photos: files.map((f, n) => ({ src: `photos/vehicules/${f}`, alt: `La Golf, photo ${n + 1}` })),
      description: 'Première main, carnet d’entretien suivi au garage.',
    })),
  });
}

/** A phone's photo: grain over a gradient, so its compressed data runs the whole file. */
const phonePhoto = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#5b6470',
      noise: { type: 'gaussian', mean: 110, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

/** Today in Paris, shifted by `days`, YYYY-MM-DD. */
const parisDay = (days: number) => {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};

/** The copy's home.yaml with every offer ending on `until`. */
function datedOffers(root: string, until: string) {
  const file = path.join(root, 'src/content/home.yaml');
  const home = load(readFileSync(file, 'utf-8')) as { offers: Record<string, unknown>[] };
  for (const offer of home.offers) offer['until'] = until;
  writeFileSync(file, dump(home, { lineWidth: -1 }));
}

/** `npm run verifier` in a copy: its exit code and what it printed. */
function verifier(root: string) {
  const run = spawnSync('node', [path.join(REPO, 'scripts/verifier.mjs')], { cwd: root, encoding: 'utf-8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

let photo: Buffer;
let copy: SiteCopy | undefined;
let ended: SiteCopy | undefined;
/** The offers' last day in the main copy. */
const LAST_DAY = parisDay(30);

beforeAll(async () => {
  photo = await phonePhoto(800, 600);
  const big = await phonePhoto(8000, 6000);
  [copy, ended] = await Promise.all([
    buildSiteCopy({
      prefix: 'site-photos-',
      prepare: (root) => {
        mkdirSync(path.join(root, PHOTOS), { recursive: true });
        writeFileSync(path.join(root, PHOTOS, 'IMG_0001.JPG'), big);
        // Files no car shows: an upload that failed and one that stopped half-way.
        writeFileSync(path.join(root, 'src/assets/photos/vide.jpg'), Buffer.alloc(0));
        writeFileSync(path.join(root, PHOTOS, 'IMG_0002.JPG'), photo.subarray(0, photo.length * 0.45));
        writeFileSync(path.join(root, 'src/content/vehicles.yaml'), cars(['IMG_0001.JPG']));
        datedOffers(root, LAST_DAY);
      },
    }),
    buildSiteCopy({ prefix: 'site-offers-ended-', prepare: (root) => datedOffers(root, parisDay(-1)) }),
  ]);
}, 600_000);

afterAll(() => {
  copy?.remove();
  ended?.remove();
});

describe('a photo a car shows, broken', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

  it.each([
    [
      'a 0-byte photo (an upload that failed)',
      () => Buffer.alloc(0),
      '« Volkswagen Golf 2017 » → photos n° 1 → src : le fichier src/assets/photos/vehicules/IMG_0001.JPG est vide (0 octet) : son envoi a échoué, envoyez la photo de nouveau',
    ],
    [
      'an upload stopped at 45 %',
      () => photo.subarray(0, photo.length * 0.45),
      '« Volkswagen Golf 2017 » → photos n° 1 → src : la photo src/assets/photos/vehicules/IMG_0001.JPG est incomplète ou abîmée',
    ],
    [
      'an iPhone HEIC renamed .JPG',
      () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]),
      'IMG_0001.JPG porte l’extension .JPG mais c’est une photo HEIC (le format des iPhone)',
    ],
  ])(
    '%s stops the quick check and the build in French, naming the file and the car',
    async (_, bytes, message) => {
      const root = freshFolder('site-photo-cassee-');
      roots.push(root);
      const build = buildSiteCopy({
        prefix: 'site-photo-cassee-',
        root,
        prepare: (r) => {
          mkdirSync(path.join(r, PHOTOS), { recursive: true });
          writeFileSync(path.join(r, PHOTOS, 'IMG_0001.JPG'), bytes());
          writeFileSync(path.join(r, 'src/content/vehicles.yaml'), cars(['IMG_0001.JPG']));
          const check = verifier(r);
          expect(check.status).toBe(1);
          expect(check.output).toContain('Image à remplacer dans src/content/vehicles.yaml');
          expect(check.output).toContain(message);
        },
      });
      const error = await build.then(
        () => new Error('the build passed'),
        (e: unknown) => e as Error,
      );
      expect(error.message).toContain('Le site n’a pas été construit : le contenu est à corriger.');
      expect(error.message).toContain(message);
      expect(error.message).not.toMatch(/NoImageMetadata|Could not find|at .*node_modules/);
    },
    120_000,
  );

  it.each([
    [
      'two cars sharing one photo',
      [['IMG_0001.JPG'], ['IMG_0001.JPG']],
      '« Volkswagen Golf 2018 » → photos n° 1 → src : la photo photos/vehicules/IMG_0001.JPG est déjà celle de « Volkswagen Golf 2017 » (voiture n° 1)',
    ],
    [
      'an SVG as a car photo',
      [['golf.svg']],
      '« Volkswagen Golf 2017 » → photos n° 1 → src : une photo de voiture est un fichier JPEG, PNG, WebP ou AVIF, pas un dessin SVG',
    ],
  ])('%s stops the quick check, naming both', (_, photos, message) => {
    const root = freshFolder('site-photos-en-double-');
    roots.push(root);
    // The quick check needs the sources only: no build.
    for (const entry of ['src', 'package.json']) {
      cpSync(path.join(REPO, entry), path.join(root, entry), { recursive: true });
    }
    symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    mkdirSync(path.join(root, PHOTOS), { recursive: true });
    writeFileSync(path.join(root, PHOTOS, 'IMG_0001.JPG'), photo);
    writeFileSync(
      path.join(root, PHOTOS, 'golf.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    writeFileSync(path.join(root, 'src/content/vehicles.yaml'), cars(...photos));
    const check = verifier(root);
    expect(check.status).toBe(1);
    expect(check.output).toContain(message);
  });
});

describe('a copy with a phone’s 8 000 × 6 000 photo and broken files no car shows', () => {
  it('passes the quick check and builds', () => {
    expect(verifier(copy!.root)).toMatchObject({ status: 0 });
    expect(readFileSync(path.join(copy!.dist, 'services', CAR, 'index.html'), 'utf-8')).toContain('Golf');
  });

  it('publishes nothing of the files no car shows', () => {
    const published = readdirSync(copy!.dist, { recursive: true, encoding: 'utf-8' });
    expect(published.filter((f) => /vide|IMG_0002/.test(f))).toEqual([]);
  });

  it('publishes no file of the photo wider than 2 400 px, the car page’s fallback src included', async () => {
    const html = readFileSync(path.join(copy!.dist, 'services', CAR, 'index.html'), 'utf-8');
    const urls = new Set(
      [...html.matchAll(/(?:src|srcset)="([^"]+)"/g)].flatMap(([, v]) =>
        v!.split(', ').map((entry) => entry.split(' ')[0]!),
      ),
    );
    const photos = [...urls].filter((u) => u.includes('IMG_0001'));
    const fallback = [...html.matchAll(/<img[^>]*src="([^"]*IMG_0001[^"]*)"/g)].map(([, u]) => u!);
    expect(fallback.length).toBeGreaterThan(0);
    for (const url of photos) {
      const meta = await sharp(path.join(copy!.dist, decodeURIComponent(url.split('?')[0]!))).metadata();
      expect(meta.width, url).toBeLessThanOrEqual(2400);
    }
    for (const url of fallback) {
      const meta = await sharp(path.join(copy!.dist, decodeURIComponent(url))).metadata();
      expect(meta.width, url).toBeLessThanOrEqual(2400);
    }
  });
});

describe('offers that end', () => {
  it('every offer past its last day at the build: no « Offres du moment » section', () => {
    const home = readFileSync(path.join(ended!.dist, 'index.html'), 'utf-8');
    expect(home).not.toMatch(/offres-du-moment|Offres du moment/);
    const main = readFileSync(path.join(copy!.dist, 'index.html'), 'utf-8');
    expect(main).toContain('id="offres-du-moment"');
  });

  describe('in Chromium', () => {
    let browser: Browser;
    let server: Awaited<ReturnType<typeof serveDist>>;
    beforeAll(async () => {
      server = await serveDist(copy!.dist);
      browser = await chromium.launch(launchOptions);
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it.each([
      ['on the last day of every offer', `${LAST_DAY}T20:00:00+01:00`, true],
      ['the day after, in a page kept open', `${parisDay(31)}T09:00:00+01:00`, false],
    ])('%s the section is shown: %s', async (_, time, shown) => {
      const page = await browser.newPage();
      await page.clock.install({ time: new Date(time) });
      await page.goto(`${server.url}/`);
      const section = page.getByRole('region', { name: 'Offres du moment' });
      if (shown) await expect.poll(() => section.isVisible()).toBe(true);
      else {
        await expect.poll(() => page.locator('#offres-du-moment').isVisible()).toBe(false);
        expect(await page.locator('#offres-du-moment').count()).toBe(1);
      }
      await page.close();
    });
  });
});
