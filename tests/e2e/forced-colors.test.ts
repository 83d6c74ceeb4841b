import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { heroCarousel, openHome, reviewsCarousel } from './home';

/**
 * Forced colours (Windows contrast themes): the browser replaces the site's colours with the
 * visitor's few system colours, drops backgrounds and shadows, and keeps outlines. What a visitor
 * must still see is checked on the pixels of the rendered page, not on the style sheets.
 */
test.use({ viewport: { width: 1280, height: 800 } });
test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough');
  await page.emulateMedia({ forcedColors: 'active' });
});

type Rgb = [number, number, number];
const luminance = ([r, g, b]: Rgb) => {
  const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (x: Rgb, y: Rgb) => {
  const [hi, lo] = [luminance(x), luminance(y)].sort((a, b) => b - a) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

async function pixels(png: Buffer): Promise<Rgb[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const out: Rgb[] = [];
  for (let i = 0; i < info.width * info.height * 3; i += 3) out.push([data[i]!, data[i + 1]!, data[i + 2]!]);
  return out;
}

/** The share of an element's pixels that stand out (3:1) from its most common colour. */
async function ink(locator: Locator): Promise<number> {
  const all = await pixels(await locator.screenshot({ animations: 'disabled' }));
  const counts = new Map<string, number>();
  for (const p of all) counts.set(p.join(), (counts.get(p.join()) ?? 0) + 1);
  const background = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])[0]![0]
    .split(',')
    .map(Number) as Rgb;
  return all.filter((p) => contrast(p, background) >= 3).length / all.length;
}

/**
 * The focus ring an element shows: the pixels around it that change when it takes focus from the
 * keyboard, and their lowest contrast with what was there before.
 */
async function focusRing(page: Page, locator: Locator): Promise<{ changed: number; contrast: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  const clip = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 };
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const before = await pixels(await page.screenshot({ clip, animations: 'disabled' }));
  await locator.focus();
  const after = await pixels(await page.screenshot({ clip, animations: 'disabled' }));
  // Only what lies outside the element itself: the ring, not a change of the element's own look.
  const width = Math.round(clip.width);
  const ring = after
    .map((p, i) => ({ p, was: before[i]!, x: i % width, y: Math.floor(i / width) }))
    .filter(({ x, y }) => x < 7 || y < 7 || x >= width - 7 || y >= Math.round(clip.height) - 7)
    .filter(({ p, was }) => contrast(p, was) > 1.5);
  const contrasts = ring.map(({ p, was }) => contrast(p, was)).sort((a, b) => a - b);
  // The median ring pixel: anti-aliased edges aside.
  return { changed: ring.length, contrast: contrasts[Math.floor(contrasts.length / 2)] ?? 1 };
}

test('in forced colours, the carousels’ controls stay visible', async ({ page }) => {
  await openHome(page, { reviews: true });
  for (const carousel of [heroCarousel(page), reviewsCarousel(page)]) {
    const buttons = await carousel.getByRole('button').all();
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    for (const button of buttons) {
      await button.scrollIntoViewIfNeeded();
      expect(await ink(button), `${await button.getAttribute('aria-label')} drawn`).toBeGreaterThan(0.03);
    }
  }
});

test('in forced colours, the opening status in the header is readable', async ({ page }) => {
  await openHome(page);
  const status = page.getByRole('banner').getByRole('status');
  await expect(status).toHaveText(/^Ouvert/);
  expect(await ink(status)).toBeGreaterThan(0.05);
});

test('in forced colours, focus rings show around links and buttons, on light and dark sections', async ({
  page,
}) => {
  await openHome(page);
  const targets = [
    page
      .getByRole('banner')
      .getByRole('link', { name: /^Appeler le garage/ })
      .first(),
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Contact' }),
    page.getByRole('main').getByRole('link', { name: 'Réservez' }).first(),
    heroCarousel(page).getByRole('button').first(),
    page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).first(),
  ];
  for (const target of targets) {
    const ring = await focusRing(page, target);
    const name = (await target.textContent()) || (await target.getAttribute('aria-label'));
    expect(ring.changed, `a ring around « ${name} »`).toBeGreaterThan(40);
    expect(ring.contrast, `the ring around « ${name} » stands out`).toBeGreaterThanOrEqual(3);
  }
});
