/**
 * The used-car catalogue on the fixture site (tests/fixture-site/site.ts): a Volkswagen Golf
 * and an Audi A3 for sale, a Skoda Octavia sold; every photo a phone's 4 000 px JPEG stored
 * sideways (EXIF orientation 6), red on its upright top half.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { test, expect, expectNoAxeViolations, brokenWords, horizontalOverflow } from '../support/fixtures';
import { layoutShifts, openWithSlowScripts, recordLayoutShifts } from '../support/layout-shift';
import { unreferencedAssets } from '../support/published-assets';
import { fixtureRoot } from './site.ts';

const LIST = '/services/voiture-occasion';
const GOLF = `${LIST}/volkswagen-golf-1-6-tdi-115-confortline-2017`;
const AUDI = `${LIST}/audi-a3-sportback-35-tfsi-150-s-tronic-design-2019`;
const SOLD = `${LIST}/skoda-octavia-combi-2-0-tdi-150-style-2018`;

/** The names of the cars the list shows, in order (hidden ones left out). */
const shownCars = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('heading', { level: 3 })
    .allTextContents();

test.describe('the list', () => {
  test('shows a card per car for sale: first photo, make, model, version, year, mileage, fuel, gearbox, price', async ({
    page,
  }) => {
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voitures d’occasion');
    await expect(page.getByRole('article')).toHaveCount(2);
    const golf = page.getByRole('article', { name: /Volkswagen Golf/ });
    await expect(golf.getByRole('link')).toHaveAccessibleName('Volkswagen Golf 1.6 TDI 115 Confortline');
    await expect(golf.getByRole('link')).toHaveAttribute('href', GOLF);
    await expect(golf.getByRole('img')).toHaveAccessibleName('La Golf vue de trois quarts avant');
    for (const text of ['2017', /^98\s500\skm$/, 'Diesel', 'Boîte manuelle', /^13\s490\s€\sTTC$/]) {
      await expect(golf.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('status')).toHaveText('2 voitures en vente');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
  });

  test('the sold car is never offered: no card, no page, not in the sitemap, not counted on the home page', async ({
    page,
    request,
  }) => {
    await page.goto(LIST);
    await expect(page.getByRole('main')).not.toContainText('Skoda');
    expect((await request.get(SOLD)).status()).toBe(404);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${GOLF}</loc>`);
    expect(sitemap).toContain(`${AUDI}</loc>`);
    expect(sitemap).toContain(`${LIST}</loc>`);
    expect(sitemap).not.toContain('skoda');
    await page.goto('/');
    const block = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Voitures d’occasion' }) });
    await expect(block).toContainText('2 voitures d’occasion en vente en ce moment');
  });

  test('filters by make, fuel, gearbox and maximum price, says how many remain, and resets', async ({
    page,
  }) => {
    await page.goto(LIST);
    const form = page.getByRole('form', { name: 'Filtrer et trier les voitures' });
    const status = page.getByRole('main').getByRole('status');
    await form.getByLabel('Marque').selectOption('Audi');
    expect(await shownCars(page)).toEqual(['Audi A3 Sportback 35 TFSI 150 S tronic Design']);
    await expect(status).toHaveText('1 voiture sur 2');
    await form.getByLabel('Énergie').selectOption({ label: 'Diesel' });
    expect(await shownCars(page)).toEqual([]);
    await expect(status).toHaveText('Aucune voiture sur 2');
    await expect(page.getByText(/^Aucune voiture ne correspond à ces critères/)).toBeVisible();
    await form.getByRole('button', { name: 'Tout afficher' }).click();
    await expect(status).toHaveText('2 voitures en vente');
    await form.getByLabel('Boîte de vitesses').selectOption({ label: 'Boîte automatique' });
    expect(await shownCars(page)).toEqual(['Audi A3 Sportback 35 TFSI 150 S tronic Design']);
    await form.getByLabel('Boîte de vitesses').selectOption({ label: 'Toutes' });
    await form.getByLabel('Prix maximum').selectOption({ label: '15 000 € TTC' });
    expect(await shownCars(page)).toEqual(['Volkswagen Golf 1.6 TDI 115 Confortline']);
    await expect(page.getByText(/^Aucune voiture ne correspond/)).toBeHidden();
  });

  test('sorts by price either way, by year and by mileage', async ({ page }) => {
    await page.goto(LIST);
    const sort = page.getByLabel('Trier par');
    const golf = 'Volkswagen Golf 1.6 TDI 115 Confortline';
    const audi = 'Audi A3 Sportback 35 TFSI 150 S tronic Design';
    expect(await shownCars(page)).toEqual([golf, audi]);
    for (const [label, order] of [
      ['Prix décroissant', [audi, golf]],
      ['Prix croissant', [golf, audi]],
      ['Année, récente d’abord', [audi, golf]],
      ['Kilométrage croissant', [audi, golf]],
    ] as const) {
      await sort.selectOption({ label });
      expect(await shownCars(page), label).toEqual(order);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole list shows, without the filters that could not work, and each photo links to its file', async ({
    page,
  }) => {
    await page.goto(LIST);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('form', { name: 'Filtrer et trier les voitures' })).toBeHidden();
    await page.goto(GOLF);
    const photo = page.getByRole('link', { name: /^Agrandir la photo 1 sur 2/ });
    await expect(photo).toHaveAttribute('href', /\.jpg$/);
  });
});

test.describe('a car’s page', () => {
  test('shows every figure, the description and the ways to act', async ({ page }) => {
    await page.goto(GOLF);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen Golf');
    await expect(page.getByText(/^13\s490\s€\sTTC$/)).toBeVisible();
    const figures = page.locator('dl');
    for (const [term, value] of [
      ['Marque', 'Volkswagen'],
      ['Modèle', 'Golf'],
      ['Version', '1.6 TDI 115 Confortline'],
      ['Année', '2017'],
      ['Kilométrage', /^98\s500\skm$/],
      ['Énergie', 'Diesel'],
      ['Boîte de vitesses', 'Manuelle'],
    ] as const) {
      await expect(figures.getByRole('term').filter({ hasText: term }).locator('+ dd')).toHaveText(value);
    }
    await expect(page.getByText('Première main, carnet d’entretien suivi au garage.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prendre rendez-vous pour l’essayer' })).toHaveAttribute(
      'href',
      '/reservation',
    );
    await expect(page.getByRole('main').getByRole('link', { name: /^Appeler le garage/ })).toHaveAttribute(
      'href',
      'tel:+33465712381',
    );
    await expect(page.getByRole('link', { name: 'Toutes nos voitures d’occasion' })).toHaveAttribute(
      'href',
      LIST,
    );
  });

  test('opens each photo full screen, upright, moves through them, and closes back to the photo', async ({
    page,
    request,
  }) => {
    await page.goto(GOLF);
    const first = page.getByRole('link', {
      name: 'Agrandir la photo 1 sur 2 : La Golf vue de trois quarts avant',
    });
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Volkswagen Golf, photo 1 sur 2');
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
    const image = dialog.getByRole('img', { name: 'La Golf vue de trois quarts avant' });
    await expect(image).toHaveJSProperty('complete', true);

    // Upright: the phone stored it sideways; what the browser shows is landscape, red on top.
    const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src).toMatch(/\.avif$/);
    const file = sharp(Buffer.from(await (await request.get(src)).body()));
    const { width, height } = await file.metadata();
    expect(width).toBeGreaterThan(height!);
    expect(width).toBeLessThanOrEqual(2400);
    const top = await file.clone().extract({ left: 0, top: 0, width: width!, height: 20 }).stats();
    expect(top.dominant.r).toBeGreaterThan(150);
    expect(top.dominant.b).toBeLessThan(100);

    // Every control of the overlay within the screen, down to a 320 px phone.
    await page.setViewportSize({ width: 320, height: 640 });
    for (const name of ['Fermer', 'Photo précédente', 'Photo suivante']) {
      const box = (await dialog.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(320);
    }
    await dialog.getByRole('button', { name: 'Photo suivante' }).click();
    await expect(dialog).toHaveAccessibleName('Volkswagen Golf, photo 2 sur 2');
    await expect(dialog.getByRole('img', { name: 'Le tableau de bord de la Golf' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName('Volkswagen Golf, photo 1 sur 2');
    await expectNoAxeViolations(page, 'photo en plein écran');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('describes the car for search engines: a Car sold by the garage, at the page’s canonical address', async ({
    page,
  }) => {
    await page.goto(GOLF);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(1);
    const graph = JSON.parse(blocks[0]!)['@graph'] as Record<string, unknown>[];
    const car = graph.find((node) => node['@type'] === 'Car');
    const business = graph.find((node) => node['@type'] === 'AutoRepair');
    const url = `${new URL(GOLF, (business as { url: string }).url).href}`;
    // Each field's mapping is unit-tested (src/lib/vehicles.test.ts); here, that the page carries it.
    expect(car).toMatchObject({
      name: 'Volkswagen Golf 1.6 TDI 115 Confortline',
      url,
      offers: { price: 13490, seller: { '@id': business?.['@id'] } },
    });
    expect((car as { image: string[] }).image).toHaveLength(2);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  });

  test('its breadcrumb for search engines goes through the list: Accueil › Voitures d’occasion › the car', async ({
    page,
  }) => {
    await page.goto(GOLF);
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)[
      '@graph'
    ] as Record<string, unknown>[];
    const { itemListElement } = graph.find((node) => node['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(
      itemListElement.map(({ position, name, item }) => [position, name, new URL(item).pathname]),
    ).toEqual([
      [1, 'Accueil', '/'],
      [2, 'Voitures d’occasion', LIST],
      [3, 'Volkswagen Golf 2017', GOLF],
    ]);
  });

  test('has its own share image, drawn for it', async ({ page, request }) => {
    await page.goto(GOLF);
    const own = await page.locator('meta[property="og:image"]').getAttribute('content');
    await page.goto(LIST);
    const list = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(own).not.toEqual(list);
    const png = await (await request.get(new URL(own!).pathname)).body();
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });
});

test.describe('every catalogue page', () => {
  for (const route of [LIST, GOLF, AUDI]) {
    test(`${route} has no axe violation, and nothing overflows or breaks inside a word at 320 px`, async ({
      page,
    }) => {
      await page.goto(route);
      await expectNoAxeViolations(page, route);
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await brokenWords(page)).toEqual([]);
    });

    test(`${route}: nothing moves while the page loads and its script runs (CLS 0)`, async ({ page }) => {
      await recordLayoutShifts(page);
      await openWithSlowScripts(page, route);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});

test(
  'a phone’s original photo is not published: only the resized, metadata-free copies, none of the sold car',
  { tag: '@any-width' },
  () => {
    const dist = path.join(fixtureRoot(), 'dist');
    const published = readdirSync(path.join(dist, '_astro'));
    // IMG_0001–0003 are the photos of the cars for sale; IMG_0004, the sold car's, is shown nowhere.
    for (const n of [1, 2, 3]) {
      const copies = published.filter((file) => file.startsWith(`IMG_000${n}.`));
      expect(copies.length, `IMG_000${n}`).toBeGreaterThan(0);
      expect(
        copies.filter((file) => /\.JPG$/.test(file)),
        `IMG_000${n}`,
      ).toEqual([]);
    }
    expect(published.filter((file) => file.startsWith('IMG_0004.'))).toEqual([]);
    // Nor anything else that no built file names.
    expect(unreferencedAssets(dist)).toEqual([]);
  },
);

test('the list and the car pages, phone photos included, stay within the page-weight budgets', async ({
  page,
  baseURL,
}) => {
  // What Chromium downloads on a first visit, each text response counted gzip-compressed as
  // nginx sends it (the preview server sends it raw); the same budgets as tests/servers/budgets.test.ts.
  const KB = 1024;
  for (const route of [LIST, GOLF, AUDI]) {
    const sizes: Promise<{ type: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (!response.url().startsWith(`${baseURL}/`)) return;
      const type = response.request().resourceType();
      sizes.push(
        response.body().then((body) => ({
          type,
          bytes: type === 'image' || type === 'font' ? body.length : gzipSync(body).length,
        })),
      );
    });
    await page.goto(route);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(sizes);
    page.removeAllListeners('response');
    const sum = (list: typeof all) => list.reduce((total, r) => total + r.bytes, 0);
    expect(sum(all.filter((r) => r.type === 'script')), `${route} JavaScript`).toBeLessThanOrEqual(6 * KB);
    expect(sum(all), `${route} first visit`).toBeLessThanOrEqual(300 * KB);
  }
});
