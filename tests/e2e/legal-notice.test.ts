/**
 * /mentions-legales: the consumer mediator the law asks for (Code de la consommation L.616-1 and
 * R.616-1), named with its website and postal address, as garage.yaml gives them.
 */
import { expect, garage, test } from '../support/fixtures';

const { legal } = garage;

test('the legal notice names the consumer mediator, its website and its postal address', async ({ page }) => {
  await page.goto('/mentions-legales');
  const heading = page.getByRole('heading', { level: 2, name: 'Médiation de la consommation' });
  await expect(heading).toBeVisible();
  // The terms and their values follow the heading: name, website, address.
  const section = page.locator('h2:text-is("Médiation de la consommation") ~ dl').first();
  await expect(section.getByRole('term')).toHaveText(['Médiateur', 'Site internet', 'Adresse']);
  await expect(section.getByRole('definition')).toHaveText([
    legal.mediator.name,
    legal.mediator.url.replace('https://', ''),
    legal.mediator.address,
  ]);
  await expect(
    section.getByRole('link', { name: legal.mediator.url.replace('https://', '') }),
  ).toHaveAttribute('href', legal.mediator.url);
  await expect(page.getByText('sur simple demande')).toHaveCount(0);
  await expect(page.getByText(/L\.\s616-1 et R\.\s616-1/)).toBeVisible();
});
