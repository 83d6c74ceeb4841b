// A copy of the whole site with three used cars (one sold) and phone-like photos, and a photo as
// the home page's first hero slide (the owner's likely next step), built once: what the browser
// tests of tests/cars run against, and what `npm run lighthouse -- --dist` measures the photo hero on. The photos are what a phone writes: 4 000 px
// JPEG, upper-case .JPG, pixels stored sideways with EXIF orientation 6 (« rotate 90° to view »).
// The car's upright top is red and its bottom blue, so a test can tell whether the site shows it upright.
// Usage: node tests/cars/fixture-site.ts   (Node 24 runs it as is; prints the build's duration)
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import sharp from 'sharp';

const repo = path.resolve(import.meta.dirname, '../..');
/** Where the copy is built (outside the repository, so no checker scans it). */
export const FIXTURE_ROOT = path.join(os.tmpdir(), 'garage-voitures-occasion');

/** The fixture's cars: two for sale, one sold. */
export const FIXTURE_CARS = `
vehicles:
  - make: Volkswagen
    model: Golf
    version: 1.6 TDI 115 Confortline
    year: 2017
    mileageKm: 98500
    fuel: diesel
    gearbox: manuelle
    price: 13490
    photos:
      - { src: photos/vehicules/IMG_0001.JPG, alt: La Golf vue de trois quarts avant }
      - { src: photos/vehicules/IMG_0002.JPG, alt: Le tableau de bord de la Golf }
    description: Première main, carnet d’entretien suivi au garage.
  - make: Audi
    model: A3 Sportback
    version: 35 TFSI 150 S tronic Design
    year: 2019
    mileageKm: 45200
    fuel: essence
    gearbox: automatique
    price: 21900
    photos:
      - { src: photos/vehicules/IMG_0003.JPG, alt: L’A3 Sportback vue de profil }
    description: Distribution faite à 40 000 km, deux clés, pneus neufs à l’avant.
  - make: Skoda
    model: Octavia Combi
    version: 2.0 TDI 150 Style
    year: 2018
    mileageKm: 120000
    fuel: diesel
    gearbox: manuelle
    price: 11900
    photos:
      - { src: photos/vehicules/IMG_0004.JPG, alt: L’Octavia Combi vue de trois quarts arrière }
    description: Vendue la semaine dernière.
    sold: true
`;

/** A phone photo of 4 000 × 3 000 (as seen), stored sideways with EXIF orientation 6. */
async function phonePhoto(file: string, hue: number): Promise<void> {
  const [w, h] = [4000, 3000];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h / 2}" fill="#c62828"/><rect y="${h / 2}" width="${w}" height="${h / 2}" fill="#1d5fd6"/>
    <ellipse cx="${w / 2}" cy="${h * 0.55}" rx="${w * 0.32}" ry="${h * 0.16}" fill="hsl(${hue} 30% 40%)"/>
    <circle cx="${w * 0.33}" cy="${h * 0.7}" r="${h * 0.09}" fill="#1f2329"/><circle cx="${w * 0.67}" cy="${h * 0.7}" r="${h * 0.09}" fill="#1f2329"/></svg>`;
  // Orientation 6 means « turn the stored pixels 90° clockwise to view »: store them turned back.
  const sideways = await sharp(Buffer.from(svg)).rotate(270).jpeg({ quality: 80 }).toBuffer();
  await sharp(sideways).withMetadata({ orientation: 6 }).toFile(file);
}

/** The hero photo's place in the data (src/content/home.yaml), and the illustration it replaces. */
export const HERO_PHOTO = { src: 'photos/atelier-photo.jpg', replaces: 'illustrations/hero/atelier.svg' };

/**
 * A camera-like JPEG of 2 400 × 1 600: grain over soft shapes, so it weighs what a photo weighs
 * (a flat drawing would compress to almost nothing and flatter the page).
 */
async function heroPhoto(file: string): Promise<void> {
  const [w, h] = [2400, 1600];
  const shapes = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" fill="#5b6470"/><rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#2f3338"/>
    <ellipse cx="${w / 2}" cy="${h * 0.6}" rx="${w * 0.3}" ry="${h * 0.14}" fill="#b23a2f"/></svg>`);
  const grain = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 28 },
    },
  })
    .blur(0.8)
    .png()
    .toBuffer();
  await sharp(shapes)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file);
}

/** Copies the site, adds the cars and their photos and the hero photo, builds. Returns the build's duration in ms. */
export async function buildFixtureSite(): Promise<number> {
  rmSync(FIXTURE_ROOT, { recursive: true, force: true });
  mkdirSync(FIXTURE_ROOT, { recursive: true });
  for (const entry of ['src', 'astro.config.mjs', 'package.json', 'tsconfig.json']) {
    cpSync(path.join(repo, entry), path.join(FIXTURE_ROOT, entry), { recursive: true });
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(FIXTURE_ROOT, 'node_modules'), 'dir');
  writeFileSync(path.join(FIXTURE_ROOT, 'src/content/vehicles.yaml'), FIXTURE_CARS);
  const photos = path.join(FIXTURE_ROOT, 'src/assets/photos/vehicules');
  mkdirSync(photos, { recursive: true });
  await Promise.all([1, 2, 3, 4].map((n) => phonePhoto(path.join(photos, `IMG_000${n}.JPG`), n * 80)));
  await heroPhoto(path.join(FIXTURE_ROOT, 'src/assets', HERO_PHOTO.src));
  const homeData = path.join(FIXTURE_ROOT, 'src/content/home.yaml');
  const home = readFileSync(homeData, 'utf-8');
  if (!home.includes(`src: ${HERO_PHOTO.replaces}`))
    throw new Error(`${HERO_PHOTO.replaces} absent de home.yaml`);
  writeFileSync(homeData, home.replace(`src: ${HERO_PHOTO.replaces}`, `src: ${HERO_PHOTO.src}`));

  const start = performance.now();
  const result = spawnSync('npx', ['astro', 'build', '--root', FIXTURE_ROOT], {
    cwd: FIXTURE_ROOT,
    encoding: 'utf-8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`fixture build failed:\n${result.stdout}\n${result.stderr}`);
  return performance.now() - start;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ms = await buildFixtureSite();
  process.stdout.write(
    `site de test des voitures construit en ${(ms / 1000).toFixed(1)} s dans ${FIXTURE_ROOT}\n`,
  );
}
