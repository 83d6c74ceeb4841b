import { BOOKING_ORIGIN, ROUTES, expect, test } from '../support/fixtures';

for (const route of ROUTES) {
  test.describe(route, () => {
    // The booking calendar is the one third party a page loads by itself, on /reservation.
    test.use({ allowedOrigins: route === '/reservation' ? [BOOKING_ORIGIN] : [] });

    test(
      'carries one JSON-LD graph that the browser reads without a CSP violation',
      { tag: '@any-width' },
      async ({ page }) => {
        await page.goto(route);
        const blocks = page.locator('script[type="application/ld+json"]');
        await expect(blocks).toHaveCount(1);
        const graph = JSON.parse((await blocks.textContent()) ?? '') as { '@graph': { '@type': string }[] };
        expect(graph['@graph'].map((node) => node['@type'])).toContain('AutoRepair');
      },
    );
  });
}

for (const [path, type, text] of [
  ['/robots.txt', 'text/plain', 'Sitemap: '],
  ['/sitemap.xml', 'xml', '<urlset'],
  ['/llms.txt', 'text/plain', '## Réparation et maintenance : tarifs'],
] as const) {
  test(`${path} is published for crawlers and assistants`, { tag: '@any-width' }, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(type);
    expect(await response.text()).toContain(text);
  });
}
