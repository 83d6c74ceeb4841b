/**
 * The home page with a photo as its first hero slide (tests/fixture-site/site.ts), as the owner
 * will have it: the photo goes through the image pipeline, the browser picks its size. It is not
 * preloaded: measured, a preload did not bring the paint earlier and delayed the first paint
 * (docs/decisions/0015-first-screen.md).
 */
import { test, expect } from '../support/fixtures';
import { heroCarousel, home } from '../support/home';
import { HERO_PHOTO } from './site.ts';

/** The stem of the pipeline's files for the hero photo (`atelier-photo.<hash>_<hash>.avif`). */
const STEM = HERO_PHOTO.src
  .split('/')
  .pop()!
  .replace(/\.\w+$/, '');

test('a photo as the first hero slide is fetched once, in the best format and wide enough for the screen', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/${STEM}.`)) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  const photo = heroCarousel(page).getByRole('img', { name: home.heroSlides[0]!.image.alt });
  await expect(photo).toBeVisible();
  const shown = await photo.evaluate((img: HTMLImageElement) => ({
    src: new URL(img.currentSrc).pathname,
    naturalWidth: img.naturalWidth,
    neededWidth: img.getBoundingClientRect().width * window.devicePixelRatio,
  }));
  // One file of the photo, the one shown: no other size or format fetched on the way.
  expect(fetched).toEqual([shown.src]);
  expect(shown.src).toMatch(/\.avif$/);
  expect(shown.naturalWidth).toBeGreaterThanOrEqual(Math.floor(shown.neededWidth));
});
