import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

const button = (page: Page) => page.getByRole('link', { name: 'Revenir en haut de la page' });

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

test('the back-to-top button appears only beyond 200 px of scrolling', async ({ page }) => {
  await page.goto('/mentions-legales');
  await expect(button(page)).toBeHidden();
  await scrollTo(page, 199);
  await expect(button(page)).toBeHidden();
  await scrollTo(page, 200);
  await expect(button(page)).toBeHidden();
  await scrollTo(page, 201);
  await expect(button(page)).toBeVisible();
  await scrollTo(page, 150);
  await expect(button(page)).toBeHidden();
});

test('it brings the visitor back to the top, and keyboard focus with them', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/mentions-legales');
  await scrollTo(page, 900);
  await button(page).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button(page)).toBeHidden();
  // The next Tab goes to the skip link, the first thing on the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
});
