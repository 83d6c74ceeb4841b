/**
 * The short browser pass of a content change (.ci/content): every page the build wrote, used cars'
 * own pages included, opens in Chromium with its one h1, its header and footer, no console error
 * and no CSP violation (the fixtures' guards). Light and deterministic: axe and the rest of the
 * browser tests run on every change to code (.ci/run).
 */
import path from 'node:path';
import { listRoutes } from '#scripts/lib/dist.mjs';
import { SITE_ROOT } from '../support/content';
import { BOOKING_ORIGIN, test, expect } from '../support/fixtures';

for (const route of listRoutes(path.join(SITE_ROOT, 'dist'))) {
  test.describe(route, () => {
    test.use({ allowedOrigins: route === '/reservation' ? [BOOKING_ORIGIN] : [] });

    test('@any-width opens with its h1, header and footer, and nothing refused', async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(page.locator('h1')).toHaveCount(1);
    });
  });
}
