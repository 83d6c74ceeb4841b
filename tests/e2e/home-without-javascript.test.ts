import { test, expect } from '../support/fixtures';
import { heroCarousel, home, reviewCardName, reviews, reviewsCarousel } from '../support/home';

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still shows every section, the first hero image, all offers and the first three reviews', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText(home.headline)).toBeVisible();
    await expect(heroCarousel(page).getByRole('img', { name: home.heroSlides[0]!.image.alt })).toBeVisible();
    for (const name of ['Nos services', 'Offres du moment', 'Avis clients']) {
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('heading', { name: 'Contact', level: 2 })).toBeVisible();

    // Each offer image is a link to the image itself, which opens without the overlay.
    for (const offer of home.offers) {
      const link = page.getByRole('link', { name: `Agrandir l’image : ${offer.title}` });
      await expect(link).toBeVisible();
      await expect(link.getByRole('img')).toBeVisible();
    }
    const cards = reviewsCarousel(page).getByRole('figure');
    await expect(cards).toHaveCount(3);
    for (const [i, review] of reviews.slice(0, 3).entries()) {
      await expect(cards.nth(i)).toHaveAccessibleName(reviewCardName(review));
      await expect(cards.nth(i)).toBeVisible();
    }
    // No control that would need JavaScript is offered, in the page or around it: the menu simply
    // stays open and the map's links remain.
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Afficher la carte' })).toBeHidden();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /Voir sur OpenStreetMap/ }),
    ).toBeVisible();
  });

  test('every link of the page leads somewhere that answers', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const internal = [...new Set(hrefs.filter((h) => h.startsWith('/')))];
    expect(internal.length).toBeGreaterThan(5);
    for (const href of internal) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});
