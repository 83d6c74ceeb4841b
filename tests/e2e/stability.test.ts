import { BOOKING_ORIGIN, ROUTES, test, expect } from './fixtures';

/** Every layout shift the page records, with what moved, as the browser reports them. */
interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

// Cumulative Layout Shift 0: nothing that is painted moves while the page loads, its scripts
// start (the carousels, the reviews' reserved height) and the live opening status fills in, at the phone and desktop widths
// of the two projects. Scripts and fonts are held back as on a slow network, so the page is first
// painted without them: on loopback they would arrive before the first paint and hide any shift.
const SLOW = /\.(js|woff2)$/;
const DELAY_MS = 400;
for (const route of ROUTES) {
  test.describe(route, () => {
    test.use({ allowedOrigins: route === '/reservation' ? [BOOKING_ORIGIN] : [] });

    test('nothing moves while the page loads and its scripts run (CLS 0)', async ({ page }) => {
      await page.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            window.__shifts?.push({
              value: entry.value,
              sources: entry.sources.map((s) =>
                s.node instanceof Element
                  ? `${s.node.localName}.${s.node.getAttribute('class') ?? ''} ${JSON.stringify(s.previousRect)} → ${JSON.stringify(s.currentRect)}`
                  : (s.node?.nodeName ?? '?'),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.route(SLOW, async (r) => {
        await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
        await r.fallback();
      });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // Let the scripts settle: the browser's next idle moment, or 1 s at most (the headless shell
      // the tests run in gives some loads no idle period at all: ADR 0011), then 300 ms.
      await page.evaluate(
        () =>
          new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 1000 })),
      );
      const shifts = await page.evaluate(() => window.__shifts ?? []);
      expect(shifts, `décalages de mise en page sur ${route}`).toEqual([]);
    });
  });
}
