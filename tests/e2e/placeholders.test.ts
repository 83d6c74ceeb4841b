import { test, expect } from '../support/fixtures';

for (const path of ['/services/pieces-occasion', '/services/voiture-occasion']) {
  test(`${path} says the page is being developed and links back to the home page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByText(/^En cours de développement\s!$/)).toBeVisible();
    const back = page.getByRole('link', { name: 'Retour à la page principale' });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(`${path} is kept out of search results until it has content`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

test('an unknown path answers 404 with a French page, the header, the footer and ways out', async ({
  page,
}) => {
  const response = await page.goto('/pneus-hiver-promo');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^Accueil/ })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: /^Réparation et maintenance/ })).toHaveAttribute(
    'href',
    '/services/reparation-maintenance',
  );
  await expect(main.getByRole('link', { name: /^Contact/ })).toHaveAttribute('href', '/contact');
});
