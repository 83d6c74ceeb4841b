import { MAP_ORIGIN, ROUTES, garage, test, expect } from '../support/fixtures';

// The fixture fails any test whose page contacts a third-party origin it did not allow:
// here, every route is loaded, scrolled to the bottom and left to settle, with nothing allowed.
for (const route of ROUTES.filter((r) => r !== '/reservation')) {
  test(`${route} contacts no third party before the visitor asks (fonts, map, scripts, images)`, async ({
    page,
    thirdPartyRequests,
  }) => {
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(thirdPartyRequests).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies).toEqual([]);
  });
}

test.describe('the footer map', () => {
  test.use({ allowedOrigins: [MAP_ORIGIN] });

  test('loads from OpenStreetMap only after « Afficher la carte », centred on the garage', async ({
    page,
    thirdPartyRequests,
  }) => {
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(
      footer.getByText(`${garage.contact.street}, ${garage.contact.postalCode} ${garage.contact.city}`),
    ).toBeVisible();
    expect(thirdPartyRequests).toEqual([]);
    await footer.getByRole('button', { name: 'Afficher la carte' }).click();
    const map = footer.locator(`iframe[title^="Carte"]`);
    await expect(map).toBeVisible();
    await expect(map).toBeFocused();
    expect(await map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?.*marker=/,
    );
    await expect.poll(() => thirdPartyRequests.length).toBeGreaterThan(0);
    expect(thirdPartyRequests.every((r) => r.url.startsWith(MAP_ORIGIN))).toBe(true);
  });

  test('offers plain links to directions, opening in a new tab', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    const directions = footer.getByRole('link', { name: /Itinéraire \(Google Maps\)/ });
    await expect(directions).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /Voir sur OpenStreetMap/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });
});
