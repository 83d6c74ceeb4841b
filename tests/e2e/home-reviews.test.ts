import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { openHome, reviews, reviewsCarousel, settle, shownSlide } from './home';

const total = reviews.length;

/** Expects the carousel to show exactly these reviews (by index in reviews.yaml), in order. */
async function expectShown(carousel: Locator, first: number) {
  const shown = reviews.slice(first, first + 3);
  await expect(shownSlide(carousel)).toHaveAccessibleName(`Avis ${first + 1} à ${first + 3} sur ${total}`);
  const cards = carousel.getByRole('figure');
  await expect(cards).toHaveCount(3);
  for (const [i, review] of shown.entries()) {
    await expect(cards.nth(i)).toHaveAccessibleName(review.name);
    await expect(cards.nth(i)).toBeVisible();
  }
}

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

  test('the arrows move by three and wrap from the first window to the last and back', async ({ page }) => {
    await openHome(page, { reviews: true });
    const carousel = reviewsCarousel(page);
    const previous = carousel.getByRole('button', { name: 'Avis précédents' });
    const next = carousel.getByRole('button', { name: 'Avis suivants' });
    // 17 is not a multiple of 3: the last window shows the last three reviews, never an empty slot.
    await previous.click();
    await expectShown(carousel, total - 3);
    await next.click();
    await expectShown(carousel, 0);
    await next.click();
    await expectShown(carousel, 3);
    await previous.click();
    await previous.click();
    await expectShown(carousel, total - 3);
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
    await carousel.getByRole('button', { name: 'Arrêter le défilement automatique' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Lancer le défilement automatique' })).toBeFocused();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(30_000);
    await settle(page);
    await expectShown(carousel, 0);

    await page.keyboard.press('Enter');
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(6000);
    await expectShown(carousel, 3);
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
    await expect(carousel.getByRole('button', { name: 'Lancer le défilement automatique' })).toBeVisible();
    await page.clock.runFor(30_000);
    await settle(page);
    await expectShown(carousel, 0);
  });
});
