import { garage, test, expect } from '../support/fixtures';

const NETWORKS = ['Facebook', 'Instagram', 'TikTok', 'Snapchat'];

test('the header shows the phone as a tel: link and the four social profiles, each in a new tab', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  const phone = header.getByRole('link', { name: `Appeler le garage au ${garage.contact.phone}` }).first();
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', 'tel:+33' + garage.contact.phone.replaceAll(' ', '').slice(1));
  for (const network of NETWORKS) {
    const link = header.getByRole('link', { name: `${network} de ${garage.name} (nouvel onglet)` }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
});

test('on a phone the social links are in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  for (const network of NETWORKS) {
    await expect(menu.getByRole('link', { name: new RegExp(`^${network}`) })).toBeVisible();
  }
});

test('the footer holds contact, address, e-mail, hours, map, about, socials, useful links, payments and the legal line', async ({
  page,
}) => {
  await page.goto('/mentions-legales');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(garage.contact.street).first()).toBeAttached();
  await expect(footer.getByRole('link', { name: garage.contact.email })).toHaveAttribute(
    'href',
    `mailto:${garage.contact.email}`,
  );
  await expect(
    footer.getByRole('link', { name: garage.contact.phone.replaceAll(' ', '\u00a0') }),
  ).toBeAttached();
  const hours = footer.getByRole('table', { name: 'Horaires d’ouverture de la semaine' });
  await expect(hours.getByRole('row')).toHaveCount(7);
  await expect(hours.getByRole('row', { name: /Lundi/ })).toContainText(
    '8\u00a0h\u00a000\u00a0–\u00a012\u00a0h\u00a000, 14\u00a0h\u00a000\u00a0–\u00a018\u00a0h\u00a000',
  );
  await expect(hours.getByRole('row', { name: /Samedi/ })).toContainText('Fermé');
  await expect(hours.getByRole('row', { name: /Dimanche/ })).toContainText('Fermé');
  await expect(footer.getByRole('button', { name: 'Afficher la carte' })).toBeAttached();
  await expect(footer.getByText(/Fondé le 20 juillet 1981/)).toBeAttached();
  await expect(footer.getByText(/Repris le 1ᵉʳ juin 2021/)).toBeAttached();
  await expect(footer.getByText(/Plus de 2\u202f000 clients satisfaits/)).toBeAttached();
  for (const network of NETWORKS) {
    await expect(
      footer.getByRole('link', { name: `${network} de ${garage.name} (nouvel onglet)` }),
    ).toBeAttached();
  }
  const links = footer.getByRole('navigation', { name: 'Liens utiles' });
  await expect(links.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
    'href',
    '/mentions-legales',
  );
  await expect(links.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
    'href',
    '/politique-confidentialite',
  );
  const payments = footer.getByRole('region', { name: 'Moyens de paiement' }).getByRole('listitem');
  await expect(payments).toHaveText(['Visa', 'Mastercard', 'Espèces', 'Virement bancaire']);
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${garage.name}`)).toBeAttached();
});

test('/contact shows a card with the address, phone, e-mail and opening hours', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contact');
  await expect(main.getByText(garage.contact.street)).toBeVisible();
  await expect(main.getByText(`${garage.contact.postalCode} ${garage.contact.city}`)).toBeVisible();
  await expect(
    main.getByRole('link', { name: garage.contact.phone.replaceAll(' ', '\u00a0') }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: garage.contact.email })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Horaires d’ouverture' }).getByRole('row')).toHaveCount(7);
  await expect(main.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
    'href',
    '/reservation',
  );
});

test('the legal notice and the privacy policy are generated from the garage’s data', async ({ page }) => {
  const siret = garage.legal.siret;
  await page.goto('/mentions-legales');
  const main = page.getByRole('main');
  for (const heading of ['Éditeur du site', 'Hébergement']) {
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(main.getByText(siret)).toBeVisible();
  await expect(main.getByText('Directeur de la publication')).toBeVisible();
  await page.goto('/politique-confidentialite');
  await expect(
    page
      .getByRole('main')
      .getByText(/aucun cookie/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(/CNIL/).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Vos droits' })).toBeVisible();
});
