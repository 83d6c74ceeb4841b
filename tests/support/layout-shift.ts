/**
 * The layout shifts Chromium reports (PerformanceObserver, type 'layout-shift', not caused by the
 * visitor's input), each with what moved: the one harness of every « nothing moves » test.
 */
import type { Page } from '@playwright/test';

/** One layout shift, with what moved (element, class and rectangles before → after). */
export interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/** Records every shift from the page's first paint: call it before `page.goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
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
}

/** The shifts recorded so far. */
export const layoutShifts = (page: Page): Promise<Shift[]> => page.evaluate(() => window.__shifts ?? []);

/**
 * Opens `route` with its scripts and fonts held back 400 ms, as on a slow network, so the page is
 * first painted without them (on loopback they would arrive before the first paint and hide any
 * shift), then lets the scripts settle: the browser's next idle moment, or 1 s at most (the
 * headless shell gives some loads no idle period at all: ADR 0011), then 300 ms.
 */
export async function openWithSlowScripts(page: Page, route: string): Promise<void> {
  await page.route(/\.(js|woff2)$/, async (r) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await r.fallback();
  });
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 1000 })),
  );
}
