/**
 * Shared browser-test fixtures. Every test automatically fails on a console error, an uncaught
 * exception, a CSP violation, or a request to any origin other than the site itself, unless the
 * test declares that origin in `allowedOrigins` (the booking calendar on /reservation, the map
 * after a click). Allowed third parties are answered by a local stand-in: the tests never leave
 * this machine.
 */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readContentFile } from '#data/reader.ts';
import { SITE_ROOT } from './content';

/** The owner's garage data, validated by the site's own reader, as the tests' source of truth. */
export const garage = readContentFile('garage', SITE_ROOT);
/** Origin of the embedded booking calendar (allowed on /reservation only). */
export const BOOKING_ORIGIN = new URL(garage.booking.url).origin;
/** Origin of the map frame (allowed after the visitor's click only). */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';

export { expect };

/** A third-party request the page made. */
export interface ThirdPartyRequest {
  url: string;
  resourceType: string;
}

interface Fixtures {
  /** Origins this test allows the page to contact (each answered by a stand-in page). */
  allowedOrigins: string[];
  /** Every request made to another origin than the site's, allowed or not. */
  thirdPartyRequests: ThirdPartyRequest[];
  /** Console errors, page errors and CSP violations seen so far. */
  pageProblems: string[];
}

export const test = base.extend<Fixtures>({
  allowedOrigins: [[], { option: true }],
  thirdPartyRequests: async ({ page, allowedOrigins, baseURL }, use) => {
    const siteOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const requests: ThirdPartyRequest[] = [];
    await page.route(
      (url) => url.origin !== siteOrigin && url.protocol.startsWith('http'),
      async (route) => {
        const request = route.request();
        requests.push({ url: request.url(), resourceType: request.resourceType() });
        if (allowedOrigins.includes(new URL(request.url()).origin)) {
          await route.fulfill({
            contentType: 'text/html; charset=utf-8',
            body: '<!doctype html><html lang="fr"><title>Service externe</title><p>Service externe (simulé)</p></html>',
          });
        } else {
          await route.abort('blockedbyclient');
        }
      },
    );
    await use(requests);
    const forbidden = requests.filter((r) => !allowedOrigins.includes(new URL(r.url).origin));
    expect(forbidden, 'requests to third-party origins').toEqual([]);
  },
  pageProblems: [
    async ({ page, thirdPartyRequests: _ }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The 404 page's own document answering 404 is the expected outcome, not a problem.
        const isOwn404 = message.text().includes('status of 404') && message.location().url === page.url();
        if (!isOwn404) problems.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
      expect(problems, 'console errors, exceptions and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Runs axe (WCAG 2.2 A and AA) on the page and expects no violation. */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations${context ? ` (${context})` : ''}`).toEqual([]);
}

/** Scrollable width beyond the viewport, in pixels (0 when nothing overflows horizontally). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Words the page breaks across two lines: a word too long for its box (« CONFIDENTIAL / ITÉ »), a
 * price or a time whose no-break spaces did not hold (« 924 / 518 »). Only ordinary spaces and a
 * hyphen (« rendez- / vous ») may end a line.
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node: Node | null; (node = walker.nextNode());) {
      const parent = node.parentElement;
      const box = parent?.getBoundingClientRect();
      // Unrendered, invisible, or visually hidden (a 1 px box) text is nobody's reading.
      if (!parent || !box || box.width <= 1 || getComputedStyle(parent).visibility === 'hidden') continue;
      if (parent.closest('option, script, style')) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^ \t\n-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const tops = rects.map((r) => r.top);
        if (rects.length > 1 && Math.max(...tops) - Math.min(...tops) > rects[0]!.height / 2) {
          broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

export { ROUTES, NOT_FOUND_PROBE } from '#lib/pages.ts';
