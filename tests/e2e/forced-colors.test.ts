import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from '../support/fixtures';
import { heroCarousel, reviewsCarousel } from '../support/home';

/**
 * Forced colours (Windows contrast themes): the browser replaces the site's colours with the
 * visitor's few system colours, drops backgrounds and shadows, and keeps outlines. What a visitor
 * must still see is checked on the pixels of the rendered page, not on the style sheets.
 */
test.use({ viewport: { width: 1280, height: 800 } });
// Each test is tagged @any-width: it sets its own viewport, so one run (desktop) is enough.
test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000); // screenshots compared pixel by pixel
  // Nothing moves by itself (the carousels stay on their slide) while pixels are compared.
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
});

/** The home page with both carousels' controls in place. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(heroCarousel(page).getByRole('button', { name: /suivante/i })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('heading', { name: 'Avis clients' }).scrollIntoViewIfNeeded();
  await expect(reviewsCarousel(page).getByRole('button', { name: /suivants/i })).toBeVisible({
    timeout: 20_000,
  });
}

/** A screenshot of a box of the page (around an element, margin in pixels). */
async function shot(
  page: Page,
  locator: Locator,
  margin = 0,
): Promise<{ png: Buffer; width: number; height: number }> {
  await locator.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  const box = (await locator.boundingBox())!;
  const clip = {
    x: Math.max(0, Math.round(box.x - margin)),
    y: Math.max(0, Math.round(box.y - margin)),
    width: Math.round(box.width + 2 * margin),
    height: Math.round(box.height + 2 * margin),
  };
  return {
    png: await page.screenshot({ clip, animations: 'disabled' }),
    width: clip.width,
    height: clip.height,
  };
}

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
async function ink(page: Page, locator: Locator): Promise<number> {
  const all = await pixels((await shot(page, locator)).png);
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
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const clip = await shot(page, locator, 8);
  const before = await pixels(clip.png);
  await locator.focus();
  const { x, y } = (await locator.boundingBox())!;
  const after = await pixels(
    await page.screenshot({
      clip: {
        x: Math.max(0, Math.round(x - 8)),
        y: Math.max(0, Math.round(y - 8)),
        width: clip.width,
        height: clip.height,
      },
      animations: 'disabled',
    }),
  );
  // Only what lies outside the element itself: the ring, not a change of the element's own look.
  const width = clip.width;
  const ring = after
    .map((p, i) => ({ p, was: before[i]!, x: i % width, y: Math.floor(i / width) }))
    .filter(({ x, y }) => x < 7 || y < 7 || x >= width - 7 || y >= clip.height - 7)
    .filter(({ p, was }) => contrast(p, was) > 1.5);
  const contrasts = ring.map(({ p, was }) => contrast(p, was)).sort((a, b) => a - b);
  // The median ring pixel: anti-aliased edges aside.
  return { changed: ring.length, contrast: contrasts[Math.floor(contrasts.length / 2)] ?? 1 };
}

test('in forced colours, the carousels’ controls stay visible', { tag: '@any-width' }, async ({ page }) => {
  await openHome(page);
  for (const carousel of [heroCarousel(page), reviewsCarousel(page)]) {
    const buttons = await carousel.getByRole('button').all();
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    for (const button of buttons) {
      expect(await ink(page, button), `${await button.getAttribute('aria-label')} drawn`).toBeGreaterThan(
        0.03,
      );
    }
  }
});

test(
  'in forced colours, the opening status in the header is readable',
  { tag: '@any-width' },
  async ({ page }) => {
    await openHome(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const status = page.getByRole('banner').getByRole('status');
    await expect(status).toHaveText(/^(Ouvert|Fermé)/);
    expect(await ink(page, status)).toBeGreaterThan(0.05);
  },
);

test(
  'in forced colours, focus rings show around links and buttons, on light and dark sections',
  { tag: '@any-width' },
  async ({ page }) => {
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
  },
);
