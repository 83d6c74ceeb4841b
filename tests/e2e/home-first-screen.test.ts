import type { Response } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { heroCarousel, MONDAY_MORNING, shownSlide } from '../support/home';

/** React's production runtime: its error messages point at this address. */
const REACT_RUNTIME = 'react.dev/errors';

test.describe('the home page’s first screen', () => {
  test('runs no framework until the visitor scrolls: the hero moves without React, which arrives with the offers', async ({
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

    await page.getByRole('heading', { name: 'Offres du moment' }).scrollIntoViewIfNeeded();
    await expect.poll(carryReact, { message: 'React arrives with the offers' }).toBe(true);
  });
});
