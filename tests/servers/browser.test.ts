/**
 * Chromium through every route served by the production nginx or Apache (their CSP header on top
 * of each page's meta policy): the phone menu opens and closes, the map loads on click,
 * the booking calendar frame loads on /reservation, the home's widgets work, and the page logs no CSP violation and no
 * console error (the fixtures fail the test otherwise). Third parties are local stand-ins.
 */
import type { Page } from '@playwright/test';
import {
  BOOKING_ORIGIN,
  MAP_ORIGIN,
  NOT_FOUND_PROBE,
  ROUTES as routes,
  expect,
  test,
} from '../support/fixtures';
import { heroCarousel, home, openHome, reviewsCarousel, shownSlide } from '../support/home';
import { preloadingRecords, prerendered } from '../support/preloading';

/** Scrolls to the bottom in viewport steps, so that the lazy images load. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(30);
  }
}

test.describe('every route', () => {
  // One page walks every route (a fresh page per route costs more than the route itself); the
  // booking calendar is checked to load on /reservation only.
  test.use({ allowedOrigins: [BOOKING_ORIGIN, MAP_ORIGIN] });

  test('works under the production headers: menu, map on click, back to top', async ({
    page,
    thirdPartyRequests,
  }) => {
    test.setTimeout(90_000);
    for (const route of [...routes, NOT_FOUND_PROBE]) {
      await test.step(route, async () => {
        const before = thirdPartyRequests.length;
        const response = await page.goto(route);
        expect(response?.status()).toBe(route === NOT_FOUND_PROBE ? 404 : 200);
        expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        await page.evaluate(() => document.fonts.ready);

        await scrollThrough(page);

        // Below 64rem (1024 px) the navigation folds into the « Menu » button; wider, it is inline.
        const toggle = page.getByRole('button', { name: 'Menu' });
        const narrow = page.viewportSize()!.width < 1024;
        await expect(toggle).toBeVisible({ visible: narrow });
        if (narrow) {
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expect(
            page
              .getByRole('navigation', { name: 'Navigation principale' })
              .getByRole('link', { name: 'Contact' }),
          ).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await expect(toggle).toBeFocused();
        }

        const requests = () => thirdPartyRequests.slice(before);
        const showMap = page.getByRole('button', { name: 'Afficher la carte' });
        await showMap.scrollIntoViewIfNeeded();
        expect(
          requests().filter((r) => r.url.startsWith(MAP_ORIGIN)),
          'no map request before the click',
        ).toEqual([]);
        await showMap.click();
        const map = page.frameLocator(`iframe[src^="${MAP_ORIGIN}/"]`);
        await expect(map.getByText('Service externe (simulé)')).toBeVisible();

        const backToTop = page.getByRole('link', { name: 'Revenir en haut de la page' });
        await page.evaluate(() =>
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
        );
        await backToTop.click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

        const booking = requests().filter((r) => r.url.startsWith(BOOKING_ORIGIN));
        if (route === '/reservation') {
          const calendar = page.frameLocator(`iframe[src^="${BOOKING_ORIGIN}/"]`);
          await expect(calendar.getByText('Service externe (simulé)')).toBeVisible();
        } else {
          expect(booking, 'the booking calendar loads on /reservation only').toEqual([]);
        }
      });
    }
  });
});

test('the CSP header allows the speculation rules: hovering a link still prerenders its page', async ({
  page,
}) => {
  const records = await preloadingRecords(page);
  // Under the server's header and the page's meta policy (which holds the rules' hash).
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect.poll(() => records.ruleSets.length).toBeGreaterThan(0);
  for (const ruleSet of records.ruleSets) expect(ruleSet.errorType, ruleSet.errorMessage).toBeUndefined();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).hover();
  await expect.poll(() => prerendered(records)).toContain('/contact');
});

test.describe('/ widgets', () => {
  // The carousels turn by themselves only for a visitor who has not asked for reduced motion.
  test.use({ allowedOrigins: [MAP_ORIGIN], reducedMotion: 'no-preference' });

  test('the home carousels turn, by themselves and by their buttons, and its image overlay opens and closes', async ({
    page,
  }) => {
    // The home opened on a stopped clock, the hero's carousel running (a carousel out of view holds still).
    await openHome(page);

    const hero = heroCarousel(page);
    const heroCount = home.heroSlides.length;
    await expect(shownSlide(hero)).toHaveAccessibleName(`1 sur ${heroCount}`);
    await page.clock.runFor(3000);
    await expect(shownSlide(hero)).toHaveAccessibleName(`2 sur ${heroCount}`);
    await hero.getByRole('button', { name: 'Image suivante' }).click();
    await expect(shownSlide(hero)).toHaveAccessibleName(`3 sur ${heroCount}`);

    const reviews = reviewsCarousel(page);
    await page.getByRole('heading', { name: 'Avis clients' }).scrollIntoViewIfNeeded();
    await expect(reviews.getByRole('button', { name: /le défilement des avis/ })).toBeVisible();
    const first = await shownSlide(reviews).getAttribute('aria-label');
    expect(first).toBeTruthy();
    // The mouse left where it clicked the hero's button: after the scroll, that point can lie on the
    // reviews, which hold still while hovered. Move it off them first.
    await page.mouse.move(0, 0);
    await page.clock.runFor(6000);
    await expect(shownSlide(reviews)).not.toHaveAccessibleName(first!);
    const second = await shownSlide(reviews).getAttribute('aria-label');
    await reviews.getByRole('button', { name: 'Avis précédents' }).click();
    await expect(shownSlide(reviews)).toHaveAccessibleName(first!);
    await reviews.getByRole('button', { name: 'Avis suivants' }).click();
    await expect(shownSlide(reviews)).toHaveAccessibleName(second!);

    // The image overlay: an offer's image opens a dialog, closed by its close button.
    const opener = page.getByRole('link', { name: /^Agrandir l’image : / }).first();
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
