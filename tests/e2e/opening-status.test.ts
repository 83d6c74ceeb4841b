import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shift';

const nb = '\u00a0';
const h = (hours: number, minutes = 0) => `${hours}${nb}h${nb}${String(minutes).padStart(2, '0')}`;

/** The live status in the header (the one announced to screen readers). */
const headerStatus = (page: Page) => page.getByRole('banner').getByRole('status');

async function openAt(page: Page, parisInstant: string, path = '/contact') {
  await page.clock.install({ time: new Date(parisInstant) });
  await page.goto(path);
}

test.describe('live opening status, computed in Paris time', () => {
  const cases: [string, string, string][] = [
    ['Monday 07:59', '2026-03-02T07:59:00+01:00', `Fermé · ouvre à ${h(8)}`],
    ['Monday 08:00', '2026-03-02T08:00:00+01:00', `Ouvert · ferme à ${h(12)}`],
    ['Monday 11:45', '2026-03-02T11:45:00+01:00', `Ouvert · ferme bientôt, à ${h(12)}`],
    ['Monday 12:30', '2026-03-02T12:30:00+01:00', `Fermé · ouvre à ${h(14)}`],
    ['Friday 18:00', '2026-03-06T18:00:00+01:00', `Fermé · ouvre lundi à ${h(8)}`],
    ['Sunday 23:59', '2026-03-08T23:59:00+01:00', `Fermé · ouvre demain à ${h(8)}`],
    ['Tuesday 14 July', '2026-07-14T10:00:00+02:00', `Fermé (Fête nationale) · ouvre demain à ${h(8)}`],
  ];
  for (const [when, instant, label] of cases) {
    test(`${when} reads « ${label} » in the header, the footer and the contact card`, async ({ page }) => {
      await openAt(page, instant);
      await expect(headerStatus(page)).toHaveText(label);
      await expect(page.getByRole('contentinfo').getByText(label)).toBeAttached();
      await expect(page.getByRole('main').getByText(label)).toBeVisible();
    });
  }

  test('a tab left open at 11:59 says « Fermé » at 12:00', { tag: '@any-width' }, async ({ page }) => {
    await openAt(page, '2026-03-02T11:59:00+01:00');
    await expect(headerStatus(page)).toHaveText(`Ouvert · ferme bientôt, à ${h(12)}`);
    await page.clock.runFor(60_000);
    await expect(headerStatus(page)).toHaveText(`Fermé · ouvre à ${h(14)}`);
    await expect(page.getByRole('main').getByText(`Fermé · ouvre à ${h(14)}`)).toBeVisible();
  });

  test(
    'the status changes at the half-hour before closing, not a minute earlier',
    { tag: '@any-width' },
    async ({ page }) => {
      await openAt(page, '2026-03-02T17:29:00+01:00');
      await expect(headerStatus(page)).toHaveText(`Ouvert · ferme à ${h(18)}`);
      await page.clock.runFor(60_000);
      await expect(headerStatus(page)).toHaveText(`Ouvert · ferme bientôt, à ${h(18)}`);
    },
  );

  test('only the header’s status is a live region, so a change is announced once', async ({ page }) => {
    await openAt(page, '2026-03-02T10:00:00+01:00');
    await expect(page.getByRole('status')).toHaveCount(1);
    await expect(page.locator('[data-opening-status]')).toHaveCount(3);
  });

  test('today’s row is highlighted in every hours table', async ({ page }) => {
    await openAt(page, '2026-03-04T09:00:00+01:00');
    for (const table of await page.getByRole('table').all()) {
      await expect(table.locator('tr[aria-current="date"]')).toHaveCount(1);
      await expect(table.locator('tr[aria-current="date"]')).toContainText('Mercredi');
    }
  });

  test(
    'the prerendered HTML holds the weekly hours without a status',
    { tag: '@any-width' },
    async ({ request }) => {
      const html = await (await request.get('/contact')).text();
      expect(html).toContain('Lundi');
      expect(html).not.toMatch(/Ouvert ·|Fermé ·/);
    },
  );

  test('the status appears without shifting the layout', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T10:00:00+01:00') });
    await recordLayoutShifts(page);
    await page.goto('/contact');
    await expect(headerStatus(page)).toHaveText(`Ouvert · ferme à ${h(12)}`);
    await page.evaluate(() => document.fonts.ready);
    const total = (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0);
    expect(total).toBeLessThan(0.01);
  });
});

test.describe('a visitor whose machine is in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('sees the garage’s status in Paris time, not their own', { tag: '@any-width' }, async ({ page }) => {
    // 02:00 in New York is 08:00 in Paris: open.
    await openAt(page, '2026-03-02T02:00:00-05:00');
    await expect(headerStatus(page)).toHaveText(`Ouvert · ferme à ${h(12)}`);
    await expect(page.getByRole('main').getByRole('table').locator('tr[aria-current="date"]')).toContainText(
      'Lundi',
    );
  });
});
