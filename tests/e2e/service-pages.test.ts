/**
 * What the two service pages share: a booking band at the end, and no framework (their price
 * lists are plain HTML; only the site's small shared script runs).
 */
import { expect, garage, test } from '../support/fixtures';
import { displayPhone } from '#lib/phone.ts';

const SERVICE_PAGES = [
  { route: '/services/reparation-maintenance', band: 'Une autre intervention ?' },
  { route: '/services/nettoyage', band: 'Réservez votre nettoyage' },
];

for (const { route, band } of SERVICE_PAGES) {
  test.describe(route, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(route);
    });

    test(
      `ends with « ${band} », a way to book online or by phone`,
      { tag: '@any-width' },
      async ({ page }) => {
        const region = page.getByRole('region', { name: band });
        await expect(region.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
          'href',
          '/reservation',
        );
        await expect(
          region.getByRole('link', { name: displayPhone(garage.contact.phone), exact: true }),
        ).toHaveAttribute('href', /^tel:\+33\d{9}$/);
      },
    );

    test(
      'loads no framework: no island, and no script but the site’s small shared one',
      { tag: '@any-width' },
      async ({ page }) => {
        const scripts: { url: string; size: number }[] = [];
        page.on('response', async (response) => {
          if (response.request().resourceType() === 'script') {
            scripts.push({ url: response.url(), size: (await response.body()).length });
          }
        });
        await page.reload({ waitUntil: 'networkidle' });
        await expect(page.locator('astro-island')).toHaveCount(0);
        expect(scripts.length).toBeLessThanOrEqual(1);
        for (const script of scripts) expect(script.size, script.url).toBeLessThan(20_000);
      },
    );
  });
}
