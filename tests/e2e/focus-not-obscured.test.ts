import { BOOKING_ORIGIN, NOT_FOUND_PROBE, ROUTES, test, expect } from '../support/fixtures';
import { WALK_VIEWPORTS, walkFocus } from '../support/focus';

/**
 * WCAG 2.2 « Focus Not Obscured » on every route: walking the page with Tab, then back up with
 * Shift+Tab from its end (the way a sticky header hides focus), no focused element is off-screen
 * or entirely covered by the sticky header or another fixed box. 320 × 256 is a 1280 × 1024
 * screen at 400 % zoom.
 */
// Each viewport runs once (@any-width): what the walk measures, positions against the viewport and
// the sticky header, follows the viewport's size; a touch screen's emulation changes none of them.
for (const { width, height } of WALK_VIEWPORTS) {
  test.describe(`at ${width} × ${height}`, { tag: '@any-width' }, () => {
    test.use({ viewport: { width, height } });

    for (const route of [...ROUTES, NOT_FOUND_PROBE]) {
      test.describe(route, () => {
        test.use({ allowedOrigins: route === '/reservation' ? [BOOKING_ORIGIN] : [] });

        test(`every focus stop on ${route} can be seen, tabbing forwards and backwards`, async ({
          page,
        }, testInfo) => {
          // Some 2,000 key presses in all: generous on a busy machine.
          test.setTimeout(120_000);
          // Nothing moves by itself while the walk looks at positions.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(route);
          const forward = await walkFocus(page, 'forward');
          const backward = await walkFocus(page, 'backward');
          const hidden = [
            ...forward.filter((s) => s.hidden).map((s) => `Tab: ${s.label}: ${s.hidden}`),
            ...backward.filter((s) => s.hidden).map((s) => `Shift+Tab: ${s.label}: ${s.hidden}`),
          ];
          const weakRings = [...forward, ...backward]
            .filter((s) => s.ring && ('missing' in s.ring || s.ring.contrast < 3))
            .map((s) => `${s.label}: ${JSON.stringify(s.ring)}`);
          testInfo.annotations.push({
            type: 'focus stops',
            description: `${forward.length + backward.length} checked, ${hidden.length} hidden, ${weakRings.length} weak rings`,
          });
          // A walk that met nothing would prove nothing. (Backwards meets a few stops fewer: the
          // services sub-menu opens when « Services » has focus, that is after its links.)
          expect(forward.length).toBeGreaterThan(5);
          expect(backward.length).toBeGreaterThan(forward.length / 2);
          expect.soft(hidden, 'focused elements that cannot be seen').toEqual([]);
          expect(weakRings, 'focus rings under 3:1 against what they are drawn on').toEqual([]);
        });
      });
    }
  });
}
