/**
 * A second garage built from the same code (tests/second-garage/site.ts): another name, town,
 * phone, brands (Peugeot, Citroën, DS), hours with Saturday mornings, its own prices, three
 * service blocks, no cleaning.yaml and no vehicles.yaml. It passes the content path's checks
 * (.ci/content: the build with its content check, the built files, HTML, links, every page in
 * Chromium, here with axe), has no cleaning nor used-car page anywhere, and says none of the
 * first garage's words.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { readContentFile } from '#data/reader.ts';
import { listFiles, listRoutes } from '#scripts/lib/dist.mjs';
import { PATHS } from '#lib/pages.ts';
import {
  BOOKING_ORIGIN,
  NOT_FOUND_PROBE,
  expect,
  expectNoAxeViolations,
  horizontalOverflow,
  test,
} from '../support/fixtures';
import { SECOND_GARAGE_PORT, secondGarageRoot } from '../second-garage/site.ts';
import { FIRST_GARAGE } from '../support/content.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const dist = path.join(secondGarageRoot(), 'dist');
const routes = listRoutes(dist);
const files = listFiles(dist);
/** The files a visitor, a search engine or the editor reads as text (not images, fonts, compressed copies). */
const textFiles = files.filter((f) => !/\.(png|jpe?g|avif|webp|ico|woff2?|gz|br)$/.test(f));
const read = (file: string) => readFileSync(path.join(dist, file), 'utf-8');

test.use({ baseURL: `http://127.0.0.1:${SECOND_GARAGE_PORT}` });

/** What names a trade it does not offer: cleaning, used cars (their pages, menu entries, prices, JSON-LD). */
const ABSENT_TRADES = /nettoyage|voitures? d[’']occasion|voiture-occasion/i;

test('@any-width has a page for each trade it offers and none for cleaning or used cars: no menu entry, sitemap line, JSON-LD or price', () => {
  expect(routes).toEqual([
    PATHS.home,
    PATHS.contact,
    PATHS.legalNotice,
    PATHS.privacy,
    PATHS.booking,
    PATHS.usedParts,
    PATHS.repairs,
  ]);
  // The editor's own files (admin/) name every form it has, cleaning's too: that is its code.
  const said = textFiles.filter((f) => !f.startsWith('admin/') && ABSENT_TRADES.test(read(f)));
  expect(said, 'files that still speak of cleaning or used cars').toEqual([]);
  const sitemap = read('sitemap.xml');
  expect(sitemap).toContain(`${PATHS.repairs}</loc>`);
  expect(sitemap).not.toContain(PATHS.cars);
  // Every page's JSON-LD (the garage, its breadcrumbs, its price catalogues) names none either.
  const jsonLd = textFiles
    .filter((f) => f.endsWith('.html'))
    .flatMap((f) => [...read(f).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)])
    .map((m) => m[1])
    .join('\n');
  expect(jsonLd).toContain(`${PATHS.repairs}#`);
  expect(jsonLd).not.toMatch(ABSENT_TRADES);
  // The editor has no « Nettoyage » nor « Voitures d’occasion » form either.
  const config = read('admin/config.yml');
  expect(config).not.toContain('src/content/cleaning.yaml');
  expect(config).not.toContain('src/content/vehicles.yaml');
  expect(config).toContain('src/content/repairs.yaml');
});

test('its used-parts page presents the parts it sells and how to ask for one, and is indexed', async ({
  page,
}) => {
  await page.goto(PATHS.usedParts);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pièces d’occasion');
  const sold = page.getByRole('region', { name: 'Les pièces que nous vendons' });
  // tests/second-garage/content/parts.yaml's parts, in its order.
  await expect(sold.getByRole('heading', { level: 3 })).toHaveText([
    'Moteurs et boîtes de vitesses',
    'Optiques et rétroviseurs',
    'Portières, capots et hayons',
    'Jantes et pneus',
  ]);
  const ask = page.getByRole('region', { name: 'Demander une pièce' });
  await expect(ask).toContainText('avec la carte grise de la voiture');
  await expect(ask.getByRole('link', { name: /^Appeler le / })).toHaveAttribute('href', /^tel:\+33/);
  await expect(page.getByText(/En cours de développement/)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/);
  expect(read('sitemap.xml')).toContain(`${PATHS.usedParts}</loc>`);
});

test('@any-width draws a share image of 1 200 × 630 per page', async () => {
  const images = files.filter((f) => f.startsWith('og/') && f.endsWith('.png'));
  // Each page's, the 404 page's too.
  expect(images).toHaveLength(routes.length + 1);
  for (const image of images) {
    const { width, height } = await sharp(path.join(dist, image)).metadata();
    expect([image, width, height]).toEqual([image, 1200, 630]);
  }
});

test('@any-width its HTML is valid and no link is broken', () => {
  const run = (command: string, args: string[]) =>
    execFileSync('npx', [command, ...args], { cwd: REPO, encoding: 'utf-8', stdio: 'pipe' });
  // The repository's rules: outside it, html-validate would find no configuration of its own.
  expect(() => run('html-validate', ['--config', '.htmlvalidate.json', `${dist}/**/*.html`])).not.toThrow();
  expect(() => run('linkinator', [dist, '--recurse', '--skip', '^(https:|mailto:|tel:)'])).not.toThrow();
});

/** The first garage's words (the tests' own, tests/first-garage), each as written there. */
function firstGarageWords(): string[] {
  const g = readContentFile('garage', FIRST_GARAGE);
  const digits = g.contact.phone.replace(/\D/g, '');
  return [
    g.name,
    g.legal.companyName,
    ...g.brands.specialities,
    ...g.brands.alsoServiced,
    g.contact.city,
    ...(g.contact.district ? [g.contact.district] : []),
    g.contact.street,
    g.contact.postalCode,
    g.contact.phone,
    `+33${digits.slice(1)}`,
    g.founded.slice(0, 4),
    new URL(g.siteUrl).host.replace(/^www\./, ''),
    // Its colours, as garage.yaml writes them (#rrggbb, in the style sheet and the manifest).
    g.look.primary,
    g.look.accent,
  ];
}

/** The lines of code (outside the owner's folders, tests and comments) that write `word`: where a leak comes from. */
function sourcesOf(word: string): string[] {
  // git grep answers 1 when it finds nothing: read its output, not its status.
  const found = spawnSync(
    'git',
    [
      'grep',
      '-n',
      '-w',
      '-F',
      word,
      '--',
      'src',
      'scripts',
      'hosting',
      'astro.config.mjs',
      ':!src/content',
      ':!*.test.*',
    ],
    { cwd: REPO, encoding: 'utf-8' },
  ).stdout;
  return found
    .split('\n')
    .filter((line) => line && !/^[^:]+:\d+:\s*(\*|\/\/|\/\*\*|#)/.test(line))
    .map((line) => line.split(':').slice(0, 2).join(':'));
}

test('@any-width says none of the first garage’s name, brands, town, address, phone or founding year', () => {
  const leaks = firstGarageWords().flatMap((word) => {
    const whole = new RegExp(
      `(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
      // Case aside for colours (#C62828 is #c62828).
      word.startsWith('#') ? 'iu' : 'u',
    );
    const where = textFiles.filter((f) => whole.test(read(f)));
    return where.length > 0
      ? [`« ${word} » in ${where.join(', ')} (written in ${sourcesOf(word).join(', ') || '?'})`]
      : [];
  });
  expect(leaks, 'the first garage’s words in the second garage’s build').toEqual([]);
});

test('its three service blocks stack on a phone and share one row on a computer, none left alone below', async ({
  page,
}) => {
  await page.goto(PATHS.home);
  const cards = await page.getByRole('region', { name: 'Nos services' }).getByRole('listitem').all();
  expect(cards).toHaveLength(3);
  const boxes = await Promise.all(cards.map(async (card) => (await card.boundingBox())!));
  const tops = boxes.map((b) => Math.round(b.y));
  if (test.info().project.name === 'phone') {
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(3);
  } else {
    expect(new Set(tops).size).toBe(1);
    expect(new Set(boxes.map((b) => Math.round(b.width))).size).toBe(1);
  }
});

for (const route of [...routes, NOT_FOUND_PROBE]) {
  test.describe(route, () => {
    test.use({ allowedOrigins: route === PATHS.booking ? [BOOKING_ORIGIN] : [] });

    test('@any-width opens with one h1, header and footer, no axe violation, no overflow', async ({
      page,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(route === NOT_FOUND_PROBE ? 404 : 200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(page.locator('h1')).toHaveCount(1);
      // No way to a page the garage does not have, in the menus or anywhere else.
      await expect(page.getByRole('link', { name: ABSENT_TRADES, includeHidden: true })).toHaveCount(0);
      await expectNoAxeViolations(page, route);
      expect(await horizontalOverflow(page)).toBe(0);
    });
  });
}
