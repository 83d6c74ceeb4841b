/**
 * Prerender on intent (src/lib/speculation-rules.ts). Chromium never prerenders while DevTools is
 * attached, and Playwright always is: each attempt ends with `PrerenderingDisabledByDevTools`, so
 * `activationStart` cannot be seen here. What the browser decided is read from its own preloading
 * records instead (./preloading.ts).
 */
import { expect, test } from '../support/fixtures';
import { preloadingRecords, prerendered } from '../support/preloading';

test('the page’s speculation rules are valid and allowed by its CSP', async ({ page }) => {
  const records = await preloadingRecords(page);
  await page.goto('/contact');
  await expect.poll(() => records.ruleSets.length).toBeGreaterThan(0);
  for (const ruleSet of records.ruleSets) {
    expect(ruleSet.errorType, `${ruleSet.errorMessage ?? ''}\n${ruleSet.sourceText}`).toBeUndefined();
  }
  expect(JSON.parse(records.ruleSets[0]!.sourceText)).toHaveProperty('prerender');
});

test('hovering an in-site link prerenders that page; the booking page is never prerendered', async ({
  page,
  baseURL,
}) => {
  const records = await preloadingRecords(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  await footer.getByRole('link', { name: 'Réservation', exact: true }).hover();
  await footer.getByRole('link', { name: 'Contact', exact: true }).hover();
  await expect.poll(() => prerendered(records)).toContain('/contact');

  // The booking link was hovered first: had it been a candidate, its attempt would be there too.
  expect(prerendered(records)).not.toContain('/reservation');
  const candidates = records.candidates.map((c) => new URL(c.url, baseURL).pathname);
  expect(candidates).toContain('/services/nettoyage');
  expect(candidates).not.toContain('/reservation');

  // The one reason a prerender may not finish here is this very test's DevTools connection.
  for (const attempt of records.prerenders.filter((p) => p.status === 'Failure')) {
    expect(attempt.prerenderStatus, attempt.key.url).toBe('PrerenderingDisabledByDevTools');
  }
});

/** Chromium starts a `moderate` speculation after the pointer rests 200 ms on a link; a bit more. */
const HOVER_DWELL_MS = 300;

test('hovering the links of the header, the footer and every « Réservez » contacts no third party', async ({
  page,
  thirdPartyRequests,
  hasTouch,
}) => {
  test.setTimeout(90_000);
  // A touch screen has no hover (Chromium's moderate eagerness waits for a pointer down there):
  // only the desktop's hovers can start prerenders; the phone checks the rest.
  const canHover = !hasTouch;
  const records = await preloadingRecords(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const links = [
    ...(await page.getByRole('banner').getByRole('link').all()),
    ...(await page
      .getByRole('main')
      .getByRole('link', { name: /Réservez/ })
      .all()),
    ...(await page.getByRole('contentinfo').getByRole('link').all()),
  ];
  const hovered = new Set<string | null>();
  for (const link of links) {
    const href = await link.getAttribute('href');
    if (hovered.has(href) || !(await link.isVisible())) continue;
    await link.hover();
    // Rest on the link as long as a visitor who means it: on a fast machine the next hover would
    // otherwise come before Chromium's delay, and no link would have been tried at all.
    if (canHover) await page.waitForTimeout(HOVER_DWELL_MS);
    hovered.add(href);
  }
  expect(hovered).toContain('/reservation');
  if (canHover) {
    // Every in-site page hovered was tried (the rules were live), but never the booking page.
    const inSite = [...hovered].filter((href): href is string => /^\/(?!reservation)[^/]/.test(href ?? ''));
    expect(inSite.length).toBeGreaterThan(0);
    await expect.poll(() => prerendered(records)).toEqual(expect.arrayContaining(inSite));
  }
  await page.waitForLoadState('networkidle');
  expect(prerendered(records)).not.toContain('/reservation');
  expect(thirdPartyRequests).toEqual([]);
});
