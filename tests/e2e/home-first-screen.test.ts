import type { Response } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { heroCarousel, MONDAY_MORNING, reviewsCarousel, shownSlide } from '../support/home';

/** React's production runtime: its error messages point at this address. */
const REACT_RUNTIME = 'react.dev/errors';

test.describe('the home page’s first screen', () => {
  test('runs no framework: the hero and the reviews move without React, before and after a scroll', async ({
    page,
  }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const carryReact = async () =>
      (await Promise.all(scripts.map(async (r) => (await r.text()).includes(REACT_RUNTIME)))).some(Boolean);

    await page.clock.install({ time: MONDAY_MORNING });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The hero works: its rotation, then a click.
    const hero = heroCarousel(page);
    await page.clock.runFor(3000);
    await expect(shownSlide(hero)).toHaveAccessibleName(/^2 sur/);
    await hero.getByRole('button', { name: 'Image suivante' }).click();
    await expect(shownSlide(hero)).toHaveAccessibleName(/^3 sur/);
    expect(scripts.length, 'the page’s own script ran').toBeGreaterThan(0);
    expect(await carryReact(), 'React loaded before any scroll').toBe(false);

    // Down to the reviews, which move too: still no framework (docs/decisions/0022-one-way-to-move.md).
    await page.getByRole('heading', { name: 'Avis clients' }).scrollIntoViewIfNeeded();
    const reviews = reviewsCarousel(page);
    // Paused first: the clock runs here, and a slow machine may reach the 6 s rotation meanwhile.
    await reviews.getByRole('button', { name: 'Arrêter le défilement des avis' }).click();
    const shown = await shownSlide(reviews).getAttribute('aria-label');
    await reviews.getByRole('button', { name: 'Avis suivants' }).click();
    await expect(shownSlide(reviews)).not.toHaveAccessibleName(shown!);
    await page.waitForLoadState('networkidle');
    expect(await carryReact(), 'React loaded after the scroll').toBe(false);
  });
});
