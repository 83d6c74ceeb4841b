/**
 * What the law asks of the price display and the reviews, as a visitor meets it (issue 43): on a
 * phone, the hourly labour rates, how time is counted and the quote policy within the price page's
 * first two screens; a package's contents opened from the keyboard; each review read with its date
 * and the month of its experience, and the line under the reviews leading to the legal section.
 * The texts themselves are checked on the build (tests/build/consumer-law.test.ts).
 */
import { expect, test } from '../support/fixtures';
import { openHome, reviewsCarousel, shownSlide } from '../support/home';

const PHONE_SCREEN = { width: 375, height: 812 };

test.describe('on a phone', () => {
  test.use({ viewport: PHONE_SCREEN, hasTouch: true, isMobile: true });

  test(
    'the repair prices show the labour rates, the counting rule and the quote policy within two screens, and a package’s contents open from the keyboard',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/services/reparation-maintenance');
      const labour = page.getByRole('group', { name: 'Main-d’œuvre' });
      const rates = labour.getByRole('listitem');
      await expect(rates).toHaveText([
        'Mécanique et entretien\u00a0: 72\u00a0€ TTC de l’heure',
        'Diagnostic et électricité\u00a0: 84\u00a0€ TTC de l’heure',
        'Carrosserie\u00a0: 78\u00a0€ TTC de l’heure',
      ]);
      const counting = labour.getByText(/^Temps facturé.*barème de temps du constructeur/);
      const quote = labour.getByText('Devis gratuit, remis par écrit avant toute intervention.');
      for (const line of [rates.last(), counting, quote]) {
        const box = (await line.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(2 * PHONE_SCREEN.height);
      }

      const card = page.getByRole('article', { name: 'Révision et Vidange', exact: true });
      const disclosure = card.getByRole('group').filter({ hasText: 'Ce que comprend le prix' });
      const item = card.getByRole('listitem').filter({ hasText: 'Filtre à huile et joint de vidange' });
      await expect(item).toBeHidden();
      await card.getByText('Ce que comprend le prix').focus();
      await page.keyboard.press('Enter');
      await expect(item).toBeVisible();
      await expect(disclosure).toHaveAttribute('open', '');
      await page.keyboard.press('Space');
      await expect(item).toBeHidden();
    },
  );
});

test(
  'each review is read with its date and the month of its experience, and the line under them leads to how reviews are handled',
  { tag: '@any-width' },
  async ({ page }) => {
    await openHome(page, { reviews: true });
    const carousel = reviewsCarousel(page);
    await expect(shownSlide(carousel).getByRole('figure').first()).toHaveAccessibleName(
      'Sophie L. Avis du 18 novembre 2026, prestation de novembre 2026',
    );
    await expect(
      carousel.getByText(
        /^Avis recueillis au garage et sur notre fiche Google, vérifiés par le garage, affichés du plus récent au plus ancien\u00a0; aucune contrepartie\./,
      ),
    ).toBeVisible();
    await carousel.getByRole('link', { name: 'En savoir plus sur nos avis' }).click();
    await expect(page).toHaveURL(/\/mentions-legales#avis$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Avis clients' })).toBeInViewport();
    await expect(page.getByText('Aucune contrepartie n’est offerte en échange d’un avis.')).toBeVisible();
  },
);
