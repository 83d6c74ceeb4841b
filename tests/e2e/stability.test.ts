import { BOOKING_ORIGIN, ROUTES, test, expect } from '../support/fixtures';
import { layoutShifts, openWithSlowScripts, recordLayoutShifts } from '../support/layout-shift';

// Cumulative Layout Shift 0: nothing that is painted moves while the page loads, its scripts
// start (the carousels, the reviews' reserved height) and the live opening status fills in, at the
// phone and desktop widths of the two projects, scripts and fonts held back as on a slow network
// (tests/support/layout-shift.ts).
for (const route of ROUTES) {
  test.describe(route, () => {
    test.use({ allowedOrigins: route === '/reservation' ? [BOOKING_ORIGIN] : [] });

    test('nothing moves while the page loads and its scripts run (CLS 0)', async ({ page }) => {
      await recordLayoutShifts(page);
      await openWithSlowScripts(page, route);
      expect(await layoutShifts(page), `décalages de mise en page sur ${route}`).toEqual([]);
    });
  });
}
