import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { openHome, reviewCardName, reviews, reviewsCarousel, settle, shownSlide } from '../support/home';

const total = reviews.length;

/** The window's name: « Avis 4 à 6 sur 17 », or « Avis 16, 17 et 1 sur 17 » when it wraps. */
function windowName(start: number): string {
  const numbers = [0, 1, 2].map((i) => ((start + i) % total) + 1);
  return numbers[2]! - numbers[0]! === 2
    ? `Avis ${numbers[0]} à ${numbers[2]} sur ${total}`
    : `Avis ${numbers[0]}, ${numbers[1]} et ${numbers[2]} sur ${total}`;
}

/** Expects the carousel to show the window starting at `start` (an index in reviews.yaml). */
async function expectShown(carousel: Locator, start: number) {
  await expect(shownSlide(carousel)).toHaveAccessibleName(windowName(start));
  const cards = carousel.getByRole('figure');
  await expect(cards).toHaveCount(3);
  for (let i = 0; i < 3; i += 1) {
    const review = reviews[(start + i) % total]!;
    await expect(cards.nth(i)).toHaveAccessibleName(reviewCardName(review));
    await expect(cards.nth(i)).toBeVisible();
  }
}

/**
 * Resolves once the page has delivered its resize observations: a new observer's first one comes
 * after those of the observers created before it, the carousel's script's among them.
 */
const resizeObserved = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new ResizeObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body);
      }),
  );

/**
 * Presses « Avis suivants » once per review, in the page (a round trip per move is slow on a busy
 * machine), and returns each window's name and the section's height once the page has settled.
 */
const everyWindow = (page: Page) =>
  page.evaluate(async (count) => {
    const section = document.querySelector<HTMLElement>('section[aria-labelledby="avis-clients"]')!;
    const next = section.querySelector<HTMLButtonElement>('button[aria-label="Avis suivants"]')!;
    const rendered = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    const seen: { name: string; height: number }[] = [];
    for (let step = 0; step < count; step += 1) {
      next.click();
      await rendered();
      seen.push({
        name: section.querySelector('[role="group"]')!.getAttribute('aria-label')!,
        height: Math.round(section.getBoundingClientRect().height),
      });
    }
    return seen;
  }, total);

test.describe('customer reviews', () => {
  test('each card shows the quoted text, five stars with a text alternative, and the author', async ({
    page,
  }) => {
    await openHome(page, { reviews: true });
    const card = reviewsCarousel(page).getByRole('figure').first();
    await expect(card.getByRole('blockquote')).toHaveText(`«\u00a0${reviews[0]!.review}\u00a0»`);
    await expect(card.getByRole('img', { name: 'Note\u00a0: 5\u00a0étoiles sur\u00a05' })).toBeVisible();
    await expect(card).toContainText(reviews[0]!.name);
  });

  test('move on by three every 6000 ms, not before', async ({ page }) => {
    await openHome(page, { reviews: true });
    const carousel = reviewsCarousel(page);
    await expectShown(carousel, 0);
    await page.clock.runFor(5999);
    await settle(page);
    await expectShown(carousel, 0);
    await page.clock.runFor(1);
    await expectShown(carousel, 3);
    await page.clock.runFor(6000);
    await expectShown(carousel, 6);
  });

  test('the arrows move the start by three and wrap modulo the number of reviews', async ({ page }) => {
    test.slow(); // many moves, each awaited
    await openHome(page, { reviews: true });
    const carousel = reviewsCarousel(page);
    const previous = carousel.getByRole('button', { name: 'Avis précédents' });
    const next = carousel.getByRole('button', { name: 'Avis suivants' });
    // Before the first window comes the one three reviews back: 15, 16, 17 of 17.
    await previous.click();
    await expectShown(carousel, total - 3);
    await next.click();
    await expectShown(carousel, 0);
    // Forward from 1–3 to 13–15, then 16, 17 and 1 (no review repeated), then 2–4.
    for (let start = 3; start <= 15; start += 3) {
      await next.click();
      await expectShown(carousel, start);
    }
    expect(windowName(15)).toBe(`Avis 16, 17 et 1 sur ${total}`);
    await next.click();
    await expectShown(carousel, 1);
    await previous.click();
    await expectShown(carousel, 15);
  });

  test('the section keeps one height through every window, also after the window is resized', async ({
    page,
  }) => {
    test.slow(); // many moves, each awaited
    await openHome(page, { reviews: true });
    const { width, height } = page.viewportSize()!;
    // The phone, tablet and desktop layouts, each after a real resize, then back to the first.
    for (const size of [
      { width, height },
      { width: 768, height },
      { width: 320, height },
      { width, height },
    ]) {
      await page.setViewportSize(size);
      await resizeObserved(page);
      const seen = await everyWindow(page);
      expect(seen.map((w) => w.name)).toEqual(
        Array.from({ length: total }, (_, k) => windowName((3 * (k + 1)) % total)),
      );
      expect(new Set(seen.map((w) => w.height)), `hauteurs à ${size.width} px`).toEqual(
        new Set([seen[0]!.height]),
      );
    }
  });

  test('stacked, on a phone or a tablet, the window’s cards fill the section: no empty band under them', async ({
    page,
  }) => {
    test.skip(page.viewportSize()!.width >= 1024, 'side by side, a shorter row leaves its slack under it');
    test.slow(); // 17 moves
    await openHome(page, { reviews: true });
    const carousel = reviewsCarousel(page);
    const next = carousel.getByRole('button', { name: 'Avis suivants' });
    for (let step = 0; step < total; step += 1) {
      const window = (await shownSlide(carousel).boundingBox())!;
      const last = (await carousel.getByRole('figure').nth(2).boundingBox())!;
      expect(window.y + window.height - (last.y + last.height)).toBeLessThan(2);
      await next.click();
    }
  });

  test('a tap on next leaves neither the button filled nor the tapped card outlined', async ({ page }) => {
    test.skip(!(await page.evaluate(() => matchMedia('(hover: none)').matches)), 'a touch screen only');
    await openHome(page, { reviews: true });
    const carousel = reviewsCarousel(page);
    const next = carousel.getByRole('button', { name: 'Avis suivants' });
    await next.tap();
    await expectShown(carousel, 3);
    await expect(next).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const card = carousel.getByRole('figure').first();
    await card.tap();
    await expect(card).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
    await expect(card).toHaveCSS('transform', 'none');
  });

  test('hovering the reviews holds them; they move on once the mouse leaves', async ({ page }) => {
    await openHome(page, { reviews: true });
    const carousel = reviewsCarousel(page);
    await carousel.getByRole('figure').nth(1).hover();
    await page.clock.runFor(12_000);
    await settle(page);
    await expectShown(carousel, 0);
    await page.mouse.move(0, 0);
    await page.clock.runFor(6000);
    await expectShown(carousel, 3);
  });

  test('hovering a card highlights it, slightly enlarged', async ({ page }) => {
    test.skip(await page.evaluate(() => matchMedia('(hover: none)').matches), 'a mouse only');
    await openHome(page, { reviews: true });
    const card = reviewsCarousel(page).getByRole('figure').first();
    const before = (await card.boundingBox())!;
    await card.hover();
    await expect.poll(async () => (await card.boundingBox())!.width / before.width).toBeGreaterThan(1.01);
    expect((await card.boundingBox())!.width / before.width).toBeLessThan(1.06);
  });

  test('the pause control stops the rotation for good, until play', async ({ page }) => {
    await openHome(page, { reviews: true });
    const carousel = reviewsCarousel(page);
    const live = carousel.locator('[aria-live]');
    await carousel.getByRole('button', { name: 'Arrêter le défilement des avis' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Lancer le défilement des avis' })).toBeFocused();
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(30_000);
    await settle(page);
    await expectShown(carousel, 0);

    await page.keyboard.press('Enter');
    await expect(live).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(6000);
    await expectShown(carousel, 3);
  });

  test('once paused, a move announces the window’s name, not its reviews', async ({ page }) => {
    await openHome(page, { reviews: true });
    const carousel = reviewsCarousel(page);
    await carousel.getByRole('button', { name: 'Arrêter le défilement des avis' }).click();
    await carousel.getByRole('button', { name: 'Avis suivants' }).click();
    await expectShown(carousel, 3);
    // The only live region of the carousel: polite, and a few words.
    const live = carousel.locator('[aria-live]');
    await expect(live).toHaveCount(1);
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveText(`Avis 4 à 6 sur ${total}`);
    // The reviews themselves are not inside it: the reader reads on if they wish.
    await expect(live.getByRole('figure')).toHaveCount(0);
  });

  test('the two carousels’ pause buttons have distinct names', async ({ page }) => {
    await openHome(page, { reviews: true });
    await expect(page.getByRole('button', { name: 'Arrêter le défilement des images' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Arrêter le défilement des avis' })).toHaveCount(1);
  });

  test('in forced colours the quote mark sits in the stars’ row, above the review, never on it', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await openHome(page, { reviews: true });
    const cards = reviewsCarousel(page).getByRole('figure');
    for (let i = 0; i < 3; i += 1) {
      const stars = cards.nth(i).getByRole('img');
      const mark = await stars.evaluate((svg) => {
        const row = svg.parentElement!;
        const after = getComputedStyle(row, '::after');
        return {
          content: after.content,
          position: after.position,
          bottom: row.getBoundingClientRect().bottom,
        };
      });
      expect(mark.content).toContain('«');
      expect(mark.position).toBe('static');
      const text = (await cards.nth(i).getByRole('blockquote').boundingBox())!;
      expect(mark.bottom).toBeLessThanOrEqual(text.y);
      await expect(cards.nth(i).getByRole('blockquote')).toBeVisible();
    }
  });

  test('keyboard focus on the arrows holds the rotation', async ({ page }) => {
    await openHome(page, { reviews: true });
    const carousel = reviewsCarousel(page);
    await carousel.getByRole('button', { name: 'Avis suivants' }).focus();
    await page.clock.runFor(12_000);
    await settle(page);
    await expectShown(carousel, 0);
  });

  test('do not move by themselves when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page, { reviews: true });
    const carousel = reviewsCarousel(page);
    await expect(carousel.getByRole('button', { name: 'Lancer le défilement des avis' })).toBeVisible();
    await page.clock.runFor(30_000);
    await settle(page);
    await expectShown(carousel, 0);
  });
});
