import {
  BOOKING_ORIGIN,
  NOT_FOUND_PROBE,
  ROUTES,
  expectNoAxeViolations,
  horizontalOverflow,
  test,
  expect,
} from '../support/fixtures';

for (const route of [...ROUTES, NOT_FOUND_PROBE]) {
  test.describe(route, () => {
    // The booking calendar is the one third party a page loads by itself, on /reservation.
    test.use({ allowedOrigins: route === '/reservation' ? [BOOKING_ORIGIN] : [] });

    test('has no axe violation, no horizontal overflow, one h1, and the shared header and footer', async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNoAxeViolations(page, route);
      expect(await horizontalOverflow(page)).toBe(0);
    });
  });
}
