// A copy of the whole site with three used cars (one sold) and phone-like photos, a dated offer,
// and a photo as the home page's first hero slide (the owner's likely next step), built once
// (tests/support/site-copy.ts): what the browser tests of tests/fixture-site run against, and what
// `npm run lighthouse -- --dist` measures the photo hero on. The photos are what a phone writes: 4 000 px
// JPEG, upper-case .JPG, pixels stored sideways with EXIF orientation 6 (« rotate 90° to view »).
// The car's upright top is red and its bottom blue, so a test can tell whether the site shows it upright.
// It also carries a dated offer on its home page (the offers' end dates are tested here, on one
// build instead of a fixture build of their own).
// Usage: node tests/fixture-site/site.ts [empty folder]   (Node 24 runs it as is; prints where and
// how long the build took)
import { Buffer } from 'node:buffer';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { dump, load } from 'js-yaml';
import sharp from 'sharp';
import { buildSiteCopy, freshFolder, type SiteCopy } from '../support/site-copy.ts';

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

/**
 * Where the copy is built: a fresh temporary folder, made once by the Playwright configuration
 * (tests/fixture-site/playwright.config.ts) and handed to its web server and test workers through this variable.
 */
export const fixtureRoot = (): string => {
  const root = process.env['FIXTURE_SITE'];
  if (!root)
    throw new Error('FIXTURE_SITE is not set: run the cars tests with « npm run test:fixture-site »');
  return root;
};

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

/** The home's offers with one dated offer added: its end date, `OFFER_DAYS` days after the build. */
export const DATED_OFFER = 'Pneus hiver montés';
const OFFER_DAYS = 60;

/** Copies the site into `root`, adds the cars, their photos, the hero photo and a dated offer, builds it. */
export async function buildFixtureSite(root: string): Promise<SiteCopy> {
  return buildSiteCopy({
    prefix: 'site-cars-',
    root,
    prepare: async (site) => {
      writeFileSync(path.join(site, 'src/content/vehicles.yaml'), FIXTURE_CARS);
      const photos = path.join(site, 'src/assets/photos/vehicules');
      mkdirSync(photos, { recursive: true });
      await Promise.all([1, 2, 3, 4].map((n) => phonePhoto(path.join(photos, `IMG_000${n}.JPG`), n * 80)));
      await heroPhoto(path.join(site, 'src/assets', HERO_PHOTO.src));
      const homeData = path.join(site, 'src/content/home.yaml');
      const home = readFileSync(homeData, 'utf-8');
      if (!home.includes(`src: ${HERO_PHOTO.replaces}`))
        throw new Error(`${HERO_PHOTO.replaces} absent de home.yaml`);
      writeFileSync(homeData, home.replace(`src: ${HERO_PHOTO.replaces}`, `src: ${HERO_PHOTO.src}`));
      addDatedOffer(site);
    },
  });
}

/**
 * A dated offer on the home page (home.yaml → offers[].until), ending OFFER_DAYS days from today:
 * the feature is tested on this copy (tests/fixture-site/offer-dates.test.ts), never on the shipped
 * content's dates, which would one day pass.
 */
function addDatedOffer(site: string) {
  const file = path.join(site, 'src/content/home.yaml');
  const home = load(readFileSync(file, 'utf-8')) as { offers: Record<string, unknown>[] };
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }); // YYYY-MM-DD
  const until = new Date(Date.parse(`${today}T12:00:00Z`) + OFFER_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const first = home.offers[0]!;
  home.offers.splice(1, 0, {
    title: DATED_OFFER,
    description: 'Montage et équilibrage de quatre pneus hiver, avant les premiers froids.',
    // Its price is the price list's: a price is never written in an offer's text.
    price: { kind: 'service', id: 'pneus' },
    image: first['image'],
    until,
  });
  writeFileSync(file, dump(home, { lineWidth: -1 }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? freshFolder('site-cars-');
  const { buildMs } = await buildFixtureSite(root);
  process.stdout.write(
    `site de test des voitures construit en ${(buildMs / 1000).toFixed(1)} s dans ${root}\n`,
  );
}
