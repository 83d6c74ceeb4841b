/**
 * What the server's CSP header and each page's meta policy refuse together, measured in Chromium:
 * markup injected into a page as served (its real headers kept) must not run. nginx's header
 * carries no hash (hosting/policies.ts, stableDocumentCsp) and leaves scripts and styles to the
 * meta policy; Apache's carries every page's hashes. Both refuse what is injected after the meta
 * (the whole body); only Apache's also covers the head before the meta (ADR 0012).
 */
import { expect, test, type Page } from '@playwright/test';

const SERVER = process.env['GARAGE_SERVER'] === 'apache' ? 'apache' : 'nginx';

/** Injected into the body: each would set a marker if it ran. */
const BODY = [
  '<script>window.__ran = (window.__ran || []).concat("inline script")</script>',
  '<img src="/nope.png" onerror="window.__ran = (window.__ran || []).concat(\'event handler\')" alt="">',
  '<a id="injected-link" href="javascript:window.__ran=(window.__ran||[]).concat(\'javascript: URL\')">x</a>',
  '<style>body { --injected-style: 1; }</style>',
  '<p id="injected-attribute" style="--injected-attribute: 1">x</p>',
  '<script src="https://evil.example/x.js"></script>',
].join('');
/** Injected right after <head>, before the meta policy. */
const HEAD = '<script>window.__early = "ran"</script>';

/** Loads `url` as the server sends it (status and headers), with markup injected in its HTML. */
async function openInjected(page: Page, url: string) {
  await page.route(`**${url}`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    const html = (await response.text())
      .replace('<head>', `<head>${HEAD}`)
      .replace(/<body[^>]*>/, `$&${BODY}`);
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  const violations: string[] = [];
  await page.exposeFunction('__violation', (directive: string) => violations.push(directive));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __violation: (d: string) => void }).__violation(e.effectiveDirective),
    ),
  );
  const response = await page.goto(url);
  await page.locator('#injected-link').click();
  return { response, violations };
}

for (const url of ['/contact', '/']) {
  test(`nothing injected into the body of ${url} runs or applies under ${SERVER}'s headers`, async ({
    page,
  }) => {
    const { response, violations } = await openInjected(page, url);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(await page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? [])).toEqual([]);
    const style = await page.evaluate(() => ({
      element: getComputedStyle(document.body).getPropertyValue('--injected-style'),
      attribute: getComputedStyle(document.getElementById('injected-attribute')!).getPropertyValue(
        '--injected-attribute',
      ),
    }));
    expect(style).toEqual({ element: '', attribute: '' });
    await expect.poll(() => new Set(violations).size).toBeGreaterThanOrEqual(3);
  });
}

test(`a script injected before the meta policy ${SERVER === 'apache' ? 'is refused by the header' : 'is left to the build (the header holds no hash)'}`, async ({
  page,
}) => {
  await openInjected(page, '/contact');
  const early = await page.evaluate(() => (window as unknown as { __early?: string }).__early);
  // Measured: the one thing a hash-free header gives up. The head before the meta holds only
  // the build's own markup (title, descriptions, JSON-LD), escaped by Astro (npm run test:hostile).
  expect(early).toBe(SERVER === 'apache' ? undefined : 'ran');
});
