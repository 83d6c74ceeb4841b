/**
 * /services/nettoyage as a visitor reads it: the interior packages and their prices, the gift,
 * the surcharge, the 8 steps in order, and how to book.
 */
import { expect, garage, test } from '../support/fixtures';

const ROUTE = '/services/nettoyage';
const nb = '\u00a0'; // French currency formatting puts a no-break space before €

/** The spec's interior packages (SPEC.md §9): city car, saloon and SUV, 7-seater. */
const PACKAGES = [
  ['Citadine', `50${nb}€ TTC`],
  ['Berline et SUV', `60${nb}€ TTC`],
  ['7 places', `70${nb}€ TTC`],
];

/** The spec's 8 cleaning steps, in order. */
const STEPS = [
  'Aspiration complète',
  'Nettoyage des tapis',
  'Nettoyage des sièges',
  'Nettoyage des moquettes',
  'Dégraissage du tableau de bord et des plastiques',
  'Nettoyage des vitres',
  'Rénovation des plastiques avec protection UV',
  'Finition parfumée',
];

test.beforeEach(async ({ page }) => {
  await page.goto(ROUTE);
});

test(
  'has its own French title and description, and the hero heading',
  { tag: '@any-width' },
  async ({ page }) => {
    await expect(page).toHaveTitle(`Nettoyage intérieur auto dès 50${nb}€, Lyon 9ᵉ | ${garage.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /8 étapes/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nettoyage professionnel' })).toBeVisible();
  },
);

test(
  'the « FORFAIT INTÉRIEUR » section lists the three packages with their prices TTC',
  { tag: '@any-width' },
  async ({ page }) => {
    const section = page.getByRole('region', { name: 'Forfait intérieur' });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Forfait intérieur');
    expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe('FORFAIT INTÉRIEUR');
    expect(await section.getByRole('term').allTextContents()).toEqual(PACKAGES.map(([type]) => type));
    // textContent: the no-break space of the French format must be there. Each package's second
    // definition is what its price includes (tests/e2e/price-law.test.ts).
    const prices = section.getByRole('definition').filter({ hasNotText: 'Ce que comprend le prix' });
    expect(await prices.allTextContents()).toEqual(PACKAGES.map(([, p]) => p));
    // Package prices are fixed, not starting prices.
    await expect(section.getByText('À partir de')).toHaveCount(0);
  },
);

test(
  'at 375 × 812, the three prices, the gift and the surcharge are visible within the first two screens',
  { tag: '@any-width' },
  async ({ page }) => {
    const screen = { width: 375, height: 812 };
    await page.setViewportSize(screen);
    await page.evaluate(() => window.scrollTo(0, 0));
    const section = page.getByRole('region', { name: 'Forfait intérieur' });
    const seen = [
      ...(await section.getByRole('definition').filter({ hasNotText: 'Ce que comprend le prix' }).all()),
      section.getByText(/^Un désodorisant offert/),
      section.getByText(/^Un supplément de/),
    ];
    expect(seen).toHaveLength(PACKAGES.length + 2);
    for (const item of seen) {
      await expect(item).toBeVisible();
      // At the top of the page, the box is in page coordinates.
      const box = (await item.boundingBox())!;
      expect(box.y + box.height, (await item.textContent()) ?? '').toBeLessThanOrEqual(2 * screen.height);
    }
  },
);

test(
  'a banner says an air freshener comes free with every service',
  { tag: '@any-width' },
  async ({ page }) => {
    await expect(page.getByText('Un désodorisant offert à chaque prestation')).toBeVisible();
  },
);

test(
  'a note says a 10 € surcharge applies when the car is particularly dirty',
  { tag: '@any-width' },
  async ({ page }) => {
    const note = page.getByText(/supplément de 10\s€ TTC/);
    await expect(note).toBeVisible();
    await expect(note).toContainText('si le véhicule est particulièrement sale');
    expect(await note.textContent()).toContain(`10${nb}€ TTC`);
  },
);

test(
  'the 8 steps are an ordered list, numbered, in the spec’s order, each with its image',
  { tag: '@any-width' },
  async ({ page }) => {
    const list = page.getByRole('list', { name: 'Notre méthode en 8 étapes' });
    expect(await list.evaluate((el) => el.tagName), 'an <ol>').toBe('OL');
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(STEPS.length);
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(STEPS);
    for (const [i, step] of STEPS.entries()) {
      const item = items.nth(i);
      // The number, then the title (« Étape » is for screen readers; the eye sees the number).
      await expect(item, step).toContainText(new RegExp(`^Étape ${i + 1}${step}`));
      await expect(item.getByRole('paragraph')).not.toBeEmpty();
    }
    const attributes = await items
      .locator('img')
      .evaluateAll((all) => all.map((img) => [img.getAttribute('width'), img.getAttribute('loading')]));
    expect(attributes).toHaveLength(STEPS.length);
    for (const [width, loading] of attributes) {
      expect(Number(width)).toBeGreaterThan(0);
      expect(loading).toBe('lazy');
    }
  },
);

test('the steps read top to bottom, one under the other', async ({ page }) => {
  const items = page.getByRole('list', { name: 'Notre méthode en 8 étapes' }).getByRole('listitem');
  let previousBottom = -Infinity;
  for (const i of STEPS.keys()) {
    const box = await items.nth(i).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(previousBottom);
    previousBottom = box!.y + box!.height;
  }
});

// The booking band at the end: service-pages.test.ts.
test('a visitor can book from the packages with « Réserver un nettoyage »', async ({ page }) => {
  await expect(page.getByRole('link', { name: 'Réserver un nettoyage' })).toHaveAttribute(
    'href',
    '/reservation',
  );
});
