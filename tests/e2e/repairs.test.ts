/**
 * /services/reparation-maintenance as a visitor reads it: the 19 services of the spec, in its
 * order, each with its exact price, a booking link, and the circular-economy notice.
 */
import type { Page } from '@playwright/test';
import { expect, garage, horizontalOverflow, test } from '../support/fixtures';

const ROUTE = '/services/reparation-maintenance';
const nb = '\u00a0'; // French currency formatting puts a no-break space before €
const from = (amount: string) => `À partir de ${amount}${nb}€ TTC`;
const QUOTE = 'Sur devis';

/** The spec's price table (SPEC.md §9), as each card must read it, in the spec's order. */
const SERVICES: { title: string; prices: string[]; labels?: string[] }[] = [
  { title: 'Révision et Vidange', prices: [from('79')] },
  { title: 'Courroie de distribution', prices: [from('549,90')] },
  { title: 'Disques et plaquettes de frein', prices: [from('239,90')] },
  {
    title: 'Amortisseurs',
    prices: [from('289'), from('249')],
    labels: ['la paire avant', 'la paire arrière'],
  },
  { title: 'Parallélisme et géométrie', prices: [from('108')] },
  { title: 'Embrayage', prices: [from('499')] },
  { title: 'Purge liquide de refroidissement', prices: [from('59')] },
  { title: 'Diagnostic électronique', prices: [from('72')] },
  { title: 'Purge liquide de frein', prices: [from('59')] },
  { title: 'Vanne EGR', prices: [QUOTE] },
  { title: 'Batterie', prices: [from('120')] },
  { title: 'Bougies d’allumage', prices: [from('99')] },
  { title: 'Pré-contrôle technique', prices: [from('42')] },
  { title: 'Alternateur', prices: [from('449')] },
  { title: 'Injecteur', prices: [QUOTE] },
  { title: 'Filtre d’habitacle', prices: [from('39')] },
  { title: 'Montage et équilibrage pneu', prices: [from('24')] },
  { title: 'Carrosserie', prices: [QUOTE] },
  { title: 'Calibration ADAS (caméra et radar)', prices: [from('250')] },
];
const QUOTE_ONLY = SERVICES.filter((s) => s.prices[0] === QUOTE).map((s) => s.title);

test.beforeEach(async ({ page }) => {
  await page.goto(ROUTE);
});

const grid = (page: Page) => page.getByRole('region', { name: 'Nos prestations et tarifs' });
const cards = (page: Page) => grid(page).getByRole('article');
const card = (page: Page, title: string) => grid(page).getByRole('article', { name: title, exact: true });

test(
  'has its own French title and description, and the hero heading and text',
  { tag: '@any-width' },
  async ({ page }) => {
    await expect(page).toHaveTitle(`Tarifs réparation et entretien, Lyon 9ᵉ | ${garage.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /prix TTC/);
    await expect(page.getByRole('heading', { level: 1, name: 'Réparation et maintenance' })).toBeVisible();
    await expect(page.getByText(/Les prix affichés sont TTC/)).toBeVisible();
  },
);

test('shows the 19 services of the spec, in the spec’s order', { tag: '@any-width' }, async ({ page }) => {
  await expect(cards(page)).toHaveCount(SERVICES.length);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(SERVICES.map((s) => s.title));
});

test(
  'every card reads its price exactly as in the spec, in euros TTC formatted the French way',
  { tag: '@any-width' },
  async ({ page }) => {
    for (const service of SERVICES) {
      const prices = card(page, service.title).getByRole('definition');
      // textContent, not innerText: the no-break spaces of the French format must be there.
      expect(await prices.allTextContents(), service.title).toEqual(service.prices);
    }
  },
);

test(
  'the shock absorbers show both pair prices, each with its label',
  { tag: '@any-width' },
  async ({ page }) => {
    const shocks = card(page, 'Amortisseurs');
    await expect(shocks.getByRole('term')).toHaveText(['la paire avant', 'la paire arrière']);
    await expect(shocks.getByRole('definition')).toHaveText([from('289'), from('249')]);
  },
);

test(
  '« À partir de » precedes the price on 16 cards and never on the 3 quote-only ones',
  { tag: '@any-width' },
  async ({ page }) => {
    const withFrom = [];
    for (const service of SERVICES) {
      const label = card(page, service.title).getByText('À partir de', { exact: true });
      if (QUOTE_ONLY.includes(service.title)) {
        await expect(label, service.title).toHaveCount(0);
        await expect(card(page, service.title).getByText(QUOTE, { exact: true })).toBeVisible();
      } else {
        await expect(label.first(), service.title).toBeVisible();
        withFrom.push(service.title);
      }
    }
    expect(withFrom).toHaveLength(16);
    expect(QUOTE_ONLY).toEqual(['Vanne EGR', 'Injecteur', 'Carrosserie']);
  },
);

test.describe('the price list at the top', () => {
  const summary = (page: Page) => page.getByRole('region', { name: 'Tous nos tarifs' });
  /** How the list reads a price: « À partir de » is said to screen readers, not shown. */
  const compact = (service: (typeof SERVICES)[number]) =>
    service.prices
      .map((price, i) =>
        price === QUOTE
          ? QUOTE
          : `${price.replace(' TTC', '')}${service.labels ? ` ${service.labels[i]}` : ''}`,
      )
      .join('');

  test(
    'at 375 × 812, all 19 services and their prices are visible within the first three screens',
    { tag: '@any-width' },
    async ({ page }) => {
      const screen = { width: 375, height: 812 };
      await page.setViewportSize(screen);
      await page.evaluate(() => window.scrollTo(0, 0));
      const list = summary(page);
      await expect(list.getByRole('term')).toHaveText(SERVICES.map((s) => s.title));
      // textContent: the no-break spaces of the French format must be there.
      expect(await list.getByRole('definition').allTextContents()).toEqual(SERVICES.map(compact));
      const rows = list.getByRole('term');
      for (const [i, service] of SERVICES.entries()) {
        const [name, price] = [rows.nth(i), list.getByRole('definition').nth(i)];
        await expect(name, service.title).toBeVisible();
        await expect(price, service.title).toBeVisible();
        const box = (await price.boundingBox())!;
        // At the top of the page, the box is in page coordinates.
        expect(box.y + box.height, `${service.title}: bottom of its price`).toBeLessThanOrEqual(
          3 * screen.height,
        );
        expect(box.x + box.width, `${service.title}: right edge`).toBeLessThanOrEqual(screen.width);
      }
      expect(await horizontalOverflow(page)).toBe(0);
    },
  );

  test('every row links to the card of its own service', { tag: '@any-width' }, async ({ page }) => {
    const links = summary(page).getByRole('link');
    await expect(links).toHaveText(SERVICES.map((s) => s.title));
    const targets = await links.evaluateAll((all) =>
      all.map((a) =>
        document.getElementById(a.getAttribute('href')!.slice(1))?.getAttribute('aria-labelledby'),
      ),
    );
    const titles = await Promise.all(targets.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(titles).toEqual(SERVICES.map((s) => s.title));
  });

  for (const title of ['Révision et Vidange', 'Embrayage', 'Calibration ADAS (caméra et radar)']) {
    test(`the « ${title} » row jumps to its card, below the sticky header, and marks it`, async ({
      page,
    }) => {
      await summary(page).getByRole('link', { name: title, exact: true }).click();
      const target = card(page, title);
      await expect(target.getByRole('heading', { level: 3 })).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`#${await target.getAttribute('id')}$`));
      const header = (await page.getByRole('banner').boundingBox())!;
      const top = (await target.boundingBox())!.y;
      expect(top, 'card clear of the header').toBeGreaterThanOrEqual(header.y + header.height);
      // The card reached is outlined in the accent colour.
      expect(await target.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(198, 40, 40)');
    });
  }

  test('a row is at least 44 px tall and a tap on its price follows the link too', async ({ page }) => {
    const row = summary(page).getByRole('term').first().locator('xpath=..');
    await row.scrollIntoViewIfNeeded();
    const box = (await row.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await page.mouse.click(box.x + box.width - 4, box.y + box.height / 2);
    await expect(page).toHaveURL(/#prestation-revision-et-vidange$/);
    await expect(card(page, SERVICES[0]!.title).getByRole('heading', { level: 3 })).toBeInViewport();
  });
});

test(
  'the cabin filter card advises replacing it about every 15 000 km',
  { tag: '@any-width' },
  async ({ page }) => {
    await expect(card(page, 'Filtre d’habitacle')).toContainText(
      'Remplacement conseillé environ tous les 15 000 km',
    );
  },
);

test(
  'every card has a « JE PRENDS RDV » link to /reservation that names its service',
  { tag: '@any-width' },
  async ({ page }) => {
    const links = grid(page).getByRole('link', { name: /^je prends rdv/i });
    await expect(links).toHaveCount(SERVICES.length);
    for (const [i, service] of SERVICES.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(`Je prends RDV pour ${service.title}`);
    }
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      SERVICES.map(() => '/reservation'),
    );
    // What the eye reads (upper case) starts the accessible name (WCAG 2.5.3, label in name).
    for (const text of await links.allInnerTexts()) expect(text).toMatch(/^JE PRENDS RDV\b/);
  },
);

test(
  'every card has an illustration with its size set, loaded lazily',
  { tag: '@any-width' },
  async ({ page }) => {
    const images = cards(page).locator('img');
    await expect(images).toHaveCount(SERVICES.length);
    const attributes = await images.evaluateAll((all) =>
      all.map((img) => [img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]),
    );
    for (const [width, height, loading] of attributes) {
      expect(Number(width)).toBeGreaterThan(0);
      expect(Number(height)).toBeGreaterThan(0);
      expect(loading).toBe('lazy');
    }
  },
);

test(
  'informs about parts from the circular economy, citing the law',
  { tag: '@any-width' },
  async ({ page }) => {
    const notice = page.getByRole('region', { name: /pièces issues de l’économie circulaire/i });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('à la place de pièces neuves');
    await expect(notice).toContainText('échange standard');
    await expect(notice.getByRole('heading', { name: 'Pièces concernées' })).toBeVisible();
    await expect(notice.getByRole('listitem').filter({ hasText: 'carrosserie amovibles' })).toBeVisible();
    await expect(notice.getByRole('listitem').filter({ hasText: 'sécurité routière' })).toBeVisible();
    await expect(notice).toContainText('L. 224-67');
    await expect(notice).toContainText('R. 224-22');
    await expect(notice).toContainText('arrêté du 8 octobre 2018');
  },
);

test(
  'the cards sit in two columns at 1280 px and one at 375 px, without horizontal scrolling',
  { tag: '@any-width' },
  async ({ page }) => {
    const firstTwo = async () => {
      const [a, b] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
      if (!a || !b) throw new Error('cards not rendered');
      return { a, b };
    };

    await page.setViewportSize({ width: 1280, height: 800 });
    let { a, b } = await firstTwo();
    expect(b.y, 'second card on the same row').toBeCloseTo(a.y, 0);
    expect(b.x, 'second card to the right').toBeGreaterThan(a.x + a.width);
    expect(await horizontalOverflow(page)).toBe(0);

    await page.setViewportSize({ width: 375, height: 812 });
    ({ a, b } = await firstTwo());
    expect(b.x, 'second card in the same column').toBeCloseTo(a.x, 0);
    expect(b.y, 'second card below the first').toBeGreaterThan(a.y + a.height);
    expect(await horizontalOverflow(page)).toBe(0);
  },
);
