import type { Page } from '@playwright/test';
import { BOOKING_ORIGIN, garage, test, expect } from '../support/fixtures';
import { MONDAY_MORNING, home, socials } from '../support/home';

const contactSection = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Nous contacter' });

test.describe('home contact section', () => {
  test('shows the heading CONTACT, the intro sentence, the address, the phone and the e-mail', async ({
    page,
  }) => {
    await page.goto('/');
    const section = contactSection(page);
    await expect(section.getByRole('heading', { name: 'Contact', level: 2 })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Contact', level: 2 })).toHaveCSS(
      'text-transform',
      'uppercase',
    );
    await expect(section.getByText(home.contactIntro)).toBeVisible();
    await expect(section).toContainText(garage.contact.street);
    await expect(section).toContainText(`${garage.contact.postalCode} ${garage.contact.city}`);

    const digits = garage.contact.phone.replace(/\D/g, '');
    // The number never wraps: no-break spaces between its pairs.
    const phone = section.getByRole('link', { name: garage.contact.phone.replaceAll(' ', '\u00a0') });
    await expect(phone).toHaveAttribute('href', `tel:+33${digits.slice(1)}`);
    const email = section.getByRole('link', { name: garage.contact.email });
    await expect(email).toHaveAttribute('href', `mailto:${garage.contact.email}`);
  });

  test('shows the week’s opening hours and whether the garage is open now', async ({ page }) => {
    await page.clock.setFixedTime(MONDAY_MORNING);
    await page.goto('/');
    const section = contactSection(page);
    const table = section.getByRole('table', { name: 'Horaires d’ouverture' });
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table.getByRole('row', { name: /Samedi/ })).toContainText('Fermé');
    await expect(table.getByRole('row', { name: /Lundi/ })).toHaveAttribute('aria-current', 'date');
    await expect(section.getByText(/^Ouvert/)).toBeVisible();
  });

  test('follows the garage on its four networks, each in a new tab', async ({ page }) => {
    await page.goto('/');
    const section = contactSection(page);
    await expect(section.getByRole('heading', { name: 'Suivez-nous' })).toBeVisible();
    const links = section.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(socials.length);
    for (const social of socials) {
      const link = section.getByRole('link', { name: `${social.name} (nouvel onglet)` });
      await expect(link).toHaveAttribute('href', social.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
    }
  });

  test.describe('booking', () => {
    test.use({ allowedOrigins: [BOOKING_ORIGIN] });

    test('« Réservez dès maintenant » leads to the booking page', async ({ page }) => {
      await page.goto('/');
      await contactSection(page).getByRole('link', { name: 'Réservez dès maintenant' }).click();
      await expect(page).toHaveURL(/\/reservation\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});
