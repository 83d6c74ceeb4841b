/**
 * The editor's preview pane is the site itself (src/admin/previews.tsx): what the owner types is
 * read in the pane as the site prints it, drawn by the site's own components. One editor session
 * for every file (the editor takes seconds to open), at phone width, where the form and the
 * preview take turns under the « Aperçu » button. Its headings are drawn in the site's own display
 * face, the file the pages load.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect as baseExpect } from '../support/fixtures';
import {
  CONTENT_FILES,
  fieldGroup,
  expandEntry,
  openTestEditor,
  saveAnyway,
  typeKeyByKey,
} from '../support/editor';
import { FIXTURE_CARS } from '../fixture-site/site';
import { PREVIEW_FONT_FAMILY } from '#admin/preview-paths.ts';
import { SITE_ROOT as ROOT } from '../support/content';

// An editor flow: three times the suite's 30 s, each step 15 s (as tests/e2e/admin.test.ts).
test.describe.configure({ timeout: 90_000 });
// The owner's phone: there the preview takes the form's place under « Aperçu ». On a wide screen it
// sits beside the form, drawn by the same code: once is enough.
test.skip(({ isMobile }) => !isMobile, 'the preview on the phone’s screen');
const expect = baseExpect.configure({ timeout: 15_000 });

const ILLUSTRATIONS = path.join(ROOT, 'src/assets/illustrations');

/**
 * Shows the preview (on a phone it takes the form's place), runs `check` on it, and goes back to
 * the form. With PREVIEW_SCREENSHOTS=<folder>, a picture of the screen, the part `check` returns
 * scrolled into view, as `<name>.png` there.
 */
async function preview(page: Page, name: string, check: (pane: FrameLocator) => Promise<Locator>) {
  const toggle = page.getByRole('button', { name: 'Aperçu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const shown = await check(page.locator('iframe').contentFrame());
  await shown.scrollIntoViewIfNeeded();
  // Its image, if it has one, as the editor reads it from the repository (the image's own file).
  const image = shown.getByRole('img').first();
  if ((await image.count()) > 0)
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  if (process.env['PREVIEW_SCREENSHOTS']) {
    await page.screenshot({ path: path.join(process.env['PREVIEW_SCREENSHOTS'], `${name}.png`) });
  }
  await toggle.click();
}

/**
 * The face `element` is drawn in: the first family of its computed style, and whether that face
 * is loaded for its text (a face that is not falls back to the next family).
 */
function drawnFace(element: Locator) {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const family = style.fontFamily.split(',')[0]!.trim();
    return {
      family,
      loaded: document.fonts.check(`${style.fontWeight} ${style.fontSize} ${family}`, el.textContent ?? ''),
    };
  });
}

/**
 * Saves the file (the editor then lists the files again); `offer`, the home page's offer whose
 * price the save changes, which the editor asks about first.
 */
async function save(page: Page, offer?: string) {
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  if (offer) await saveAnyway(page, offer);
  await expect(page.getByRole('status').filter({ hasText: 'Entrée enregistrée' })).toBeVisible();
}

test('each file’s preview prints what the owner types as the site will', async ({ page }) => {
  // Monday 1 December 2025, 12:15 in Paris: the garage closed at 12:00 for lunch.
  await page.clock.setFixedTime(new Date('2025-12-01T12:15:00+01:00'));
  // The font files the editor and its pane fetch.
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  const photo = (
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d5fd6' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
  await openTestEditor(page, {
    ...CONTENT_FILES,
    'src/content/vehicles.yaml': FIXTURE_CARS,
    ...Object.fromEntries(
      [...FIXTURE_CARS.matchAll(/src: (photos\/vehicules\/\S+),/g)].map((m) => [
        `src/assets/${m[1]}`,
        { base64: photo },
      ]),
    ),
    ...Object.fromEntries(
      readdirSync(ILLUSTRATIONS, { recursive: true, encoding: 'utf-8' })
        .filter((f) => f.endsWith('.svg'))
        .map((f) => [`src/assets/illustrations/${f}`, readFileSync(path.join(ILLUSTRATIONS, f), 'utf-8')]),
    ),
  });

  await test.step('repair prices: the card of the service', async () => {
    await page.getByRole('row', { name: 'Prix des réparations' }).click();
    await expandEntry(page, /^Courroie de distribution/);
    await typeKeyByKey(await fieldGroup(page, 'Prix (€ TTC)'), '559,90');
    // The site's display face: the file its pages preload (Astro's font API), not a fallback.
    const home = await (await page.request.get('/')).text();
    const siteFont = /<link rel="preload" href="([^"]+\.woff2)"/.exec(home)?.[1];
    expect(siteFont).toBeDefined();
    await preview(page, 'reparations', async (pane) => {
      const card = pane.getByRole('article', { name: 'Courroie de distribution' });
      await expect(card).toContainText('À partir de 559,90 € TTC');
      await expect
        .poll(() => drawnFace(card.getByRole('heading', { name: 'Courroie de distribution' })))
        .toEqual({ family: `"${PREVIEW_FONT_FAMILY}"`, loaded: true });
      expect(fonts).toContain(siteFont);
      return card;
    });
    await save(page, 'Kit de distribution');
  });

  await test.step('cleaning: the package', async () => {
    await page.getByRole('row', { name: 'Nettoyage' }).click();
    // The first package, « Citadine » (the editor shows the packages opened).
    const packages = await fieldGroup(page, 'Forfaits intérieurs');
    await typeKeyByKey(packages.getByRole('group', { name: /Prix \(€ TTC\)/ }).first(), '54,90');
    await preview(page, 'nettoyage', async (pane) => {
      // Each package is a term (its category), then its price.
      await expect(pane.getByRole('term').first()).toHaveText('Citadine');
      const price = pane.getByRole('definition').filter({ hasText: 'TTC' }).first();
      await expect(price).toHaveText('54,90 € TTC');
      return price;
    });
    await save(page, 'Lavage intérieur');
  });

  await test.step('hours: the table, and the status they would show now', async () => {
    await page.getByRole('row', { name: 'Horaires et fermetures' }).click();
    // Monday's morning closes at 12:30 instead of 12:00 (the first « Fermeture » of the week).
    await typeKeyByKey(
      (await fieldGroup(page, 'Semaine')).getByRole('group', { name: /Fermeture/ }).first(),
      '12:30',
    );
    await preview(page, 'horaires', async (pane) => {
      await expect(pane.getByText('Ouvert · ferme bientôt, à 12 h 30')).toBeVisible();
      const monday = pane.getByRole('row', { name: /^Lundi/ });
      // The site's hours are spaced with no-break spaces, which toHaveText reads as spaces.
      await expect(monday.getByRole('cell')).toHaveText('8 h 00 – 12 h 30, 14 h 00 – 18 h 00');
      return pane.getByRole('table');
    });
    await save(page);
  });

  await test.step('cars: the car’s sheet', async () => {
    await page.getByRole('row', { name: 'Voitures d’occasion' }).click();
    await expandEntry(page, /^Volkswagen Golf/);
    await typeKeyByKey(await fieldGroup(page, 'Prix (€ TTC)'), '12 990');
    await preview(page, 'voiture', async (pane) => {
      const sheet = pane.getByRole('article', { name: 'Volkswagen Golf' });
      await expect(sheet).toContainText('12 990 € TTC');
      // Its title in the page's colours: light on the garage's dark band, not white on white.
      const title = sheet.getByRole('heading', { level: 1, name: 'Volkswagen Golf' });
      const { color, background } = await title.evaluate((el) => {
        let band: Element | null = el;
        while (band && getComputedStyle(band).backgroundColor === 'rgba(0, 0, 0, 0)')
          band = band.parentElement;
        return {
          color: getComputedStyle(el).color,
          // Nothing painted: the frame's own white.
          background: band ? getComputedStyle(band).backgroundColor : 'rgb(255, 255, 255)',
        };
      });
      expect(color).toBe('rgb(255, 255, 255)');
      expect(background).not.toBe('rgb(255, 255, 255)');
      return sheet;
    });
    await save(page);
  });

  await test.step('home: the offer shows the price just saved in the price list', async () => {
    await page.getByRole('row', { name: 'Page d’accueil' }).click();
    await preview(page, 'accueil', async (pane) => {
      const offer = pane
        .getByRole('listitem')
        .filter({ has: pane.getByRole('heading', { name: 'Kit de distribution' }) });
      await expect(offer).toContainText('À partir de 559,90 € TTC');
      return offer;
    });
  });
});
