import type { Page } from '@playwright/test';
import { expectNoAxeViolations, test, expect } from '../support/fixtures';
import { home } from '../support/home';

const offer = home.offers[1]!;
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The home page scrolled to the offers; returns the image's link, which opens the overlay. */
async function openOffers(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Offres du moment' }).scrollIntoViewIfNeeded();
  const opener = page.getByRole('link', { name: `Agrandir l’image : ${offer.title}` });
  await opener.scrollIntoViewIfNeeded();
  return opener;
}

/** Opens the overlay from `opener` and checks it covers the screen with focus inside. */
async function openOverlay(page: Page, opener: ReturnType<Page['getByRole']>) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: offer.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: offer.image.alt })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
  const viewport = page.viewportSize()!;
  // Polled: the overlay grows into place with a short transition.
  await expect
    .poll(() => dialog.boundingBox())
    .toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  return dialog;
}

test.describe('current offers', () => {
  test('show all five offers with their title, image and description', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Offres du moment' });
    await expect(section.getByRole('listitem')).toHaveCount(home.offers.length);
    for (const item of home.offers) {
      await expect(section.getByRole('heading', { name: item.title, level: 3 })).toBeVisible();
      await expect(section.getByText(item.description)).toBeVisible();
    }
  });

  test('two across (768 px), the fifth offer is centred under the others, no orphan at the left', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Offres du moment' }).getByRole('listitem');
    const box = async (n: number) => (await cards.nth(n).boundingBox())!;
    const [first, second, last] = [await box(0), await box(1), await box((await cards.count()) - 1)];
    expect(last.width).toBeCloseTo(first.width, 0);
    const middle = (first.x + second.x + second.width) / 2;
    expect(last.x + last.width / 2).toBeCloseTo(middle, 0);
  });

  test('an image opens full screen, focus moves into the overlay, and the page cannot scroll', async ({
    page,
  }) => {
    const opener = await openOffers(page);
    const before = await scrollY(page);
    await openOverlay(page, opener);

    await page.mouse.move(10, page.viewportSize()!.height / 2);
    await page.mouse.wheel(0, 1200);
    for (const key of ['PageDown', 'ArrowDown', 'End']) await page.keyboard.press(key);
    await page.waitForTimeout(400); // time for any smooth scroll to have moved
    expect(await scrollY(page)).toBe(before);

    // The same gestures do scroll the page once the overlay is closed.
    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
  });

  for (const [way, close] of [
    ['the close button', (page: Page) => page.getByRole('button', { name: 'Fermer' }).click()],
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['a click on the backdrop', (page: Page) => page.mouse.click(4, page.viewportSize()!.height / 2)],
  ] as const) {
    test(`${way} closes the overlay, gives focus back to the image and keeps the page where it was`, async ({
      page,
    }) => {
      const { width, height } = page.viewportSize()!;
      test.skip(
        way === 'a click on the backdrop' && height > width,
        'upright, the wide image fills the screen: no backdrop is left to click',
      );
      const opener = await openOffers(page);
      const before = await scrollY(page);
      const dialog = await openOverlay(page, opener);
      await close(page);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      expect(await scrollY(page)).toBe(before);
    });
  }

  test('the enlarged image uses the screen, upright and sideways, on an opaque backdrop', async ({
    page,
  }) => {
    const { width, height } = page.viewportSize()!;
    const sizes =
      width < 768
        ? [
            { width, height },
            { width: height, height: width },
          ]
        : [{ width, height }];
    for (const size of sizes) {
      await page.setViewportSize(size);
      const dialog = await openOverlay(page, await openOffers(page));
      await expect(dialog).toHaveCSS('background-color', 'rgb(15, 18, 22)');
      expect(await dialog.evaluate((d) => getComputedStyle(d, '::backdrop').backgroundColor)).toBe(
        'rgb(15, 18, 22)',
      );
      // The image as painted (object-fit: contain letterboxes it inside its box).
      const image = dialog.getByRole('img', { name: offer.image.alt });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const painted = await image.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
        const fit = getComputedStyle(img).objectFit === 'contain' ? scale : box.width / img.naturalWidth;
        return { width: img.naturalWidth * fit, height: img.naturalHeight * fit };
      });
      const label = `${size.width} × ${size.height}`;
      if (size.height > size.width) {
        // Upright: as tall as the screen under the title bar, wider than the screen (it pans).
        expect(painted.height, label).toBeGreaterThan(0.8 * size.height);
        expect(painted.width, label).toBeGreaterThan(size.width);
      } else {
        // Sideways or on a desktop: the whole image, as large as the screen allows.
        expect(Math.max(painted.width / size.width, painted.height / size.height), label).toBeGreaterThan(
          0.85,
        );
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('a click on the image itself leaves the overlay open', async ({ page }) => {
    const dialog = await openOverlay(page, await openOffers(page));
    await dialog.getByRole('img', { name: offer.image.alt }).click();
    await expect(dialog).toBeVisible();
  });

  test('has no axe violation with the overlay open, nor once closed', async ({ page }) => {
    test.slow(); // two full axe scans of the longest page
    const dialog = await openOverlay(page, await openOffers(page));
    await expectNoAxeViolations(page, 'overlay open');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectNoAxeViolations(page, 'overlay closed');
  });
});
