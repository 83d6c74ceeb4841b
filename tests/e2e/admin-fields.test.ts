/**
 * The owner's forms fit what they hold, on his phone (375 px): each number field opens the
 * keyboard of its number (src/admin/number-fields.ts), a stored price reads the French way, a
 * list shows each service's price beside its name, the offer's price picker names each entry's
 * list, a unit of another field is refused as it is typed, and no control runs past the screen
 * or out of its field. One editor, opened once.
 */
import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from '../support/fixtures';
import { FIXTURE_CARS } from '../fixture-site/site';
import { CONTENT_FILES, expandEntry, fieldGroup, openTestEditor } from '../support/editor';

// The editor is a whole application (tests/e2e/admin.test.ts): its time, not a page's.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
// The owner's phone, whatever the project: the width is what this test is about.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, actionTimeout: 15_000 });

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** The repository: the site's files, a closure (its two dates) and three cars. */
const FILES = {
  ...CONTENT_FILES,
  'src/content/hours.yaml': CONTENT_FILES['src/content/hours.yaml']!.replace(
    'closures: []',
    "closures:\n  - { from: '2027-08-02', to: '2027-08-20', message: Fermeture estivale. }",
  ),
  'src/content/vehicles.yaml': FIXTURE_CARS,
};

/**
 * The controls of the open form that run past the screen's edge or out of their field's box, the
 * whole form read from top to bottom (the editor draws a field once it is scrolled to).
 */
async function controlsPastTheEdge(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (let step = 0; step < 100; step += 1) {
    const { past, end } = await page.evaluate(() => {
      const within = (inner: DOMRect, left: number, right: number) =>
        inner.left >= left - 0.5 && inner.right <= right + 0.5;
      const controls = document.querySelectorAll(
        'button, input, select, textarea, a[href], [role="button"], [role="combobox"], [role="switch"]',
      );
      const past = [...controls].flatMap((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || !control.checkVisibility()) return [];
        // The field it belongs to: its box inside its padding.
        const field = control.parentElement?.closest('[data-key-path]');
        const style = field && getComputedStyle(field);
        const fieldBox = field?.getBoundingClientRect();
        const inField =
          !fieldBox ||
          within(
            box,
            fieldBox.left + parseFloat(style!.paddingLeft) + parseFloat(style!.borderLeftWidth),
            fieldBox.right - parseFloat(style!.paddingRight) - parseFloat(style!.borderRightWidth),
          );
        if (inField && within(box, 0, document.documentElement.clientWidth)) return [];
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        return [`« ${name} » (${field?.getAttribute('data-typed-key-path') ?? 'hors champ'})`];
      });
      // The form's scrolling box: the one that holds the fields.
      let form = document.querySelector('[data-key-path]')?.parentElement ?? null;
      while (
        form &&
        !(form.scrollHeight > form.clientHeight && /auto|scroll/.test(getComputedStyle(form).overflowY))
      )
        form = form.parentElement;
      if (!form) return { past, end: true };
      const end = form.scrollTop + form.clientHeight >= form.scrollHeight - 1;
      form.scrollTop += form.clientHeight * 0.8;
      return { past, end };
    });
    for (const name of past) found.add(name);
    if (end) break;
    // The editor draws what came into view.
    await page.waitForTimeout(100);
  }
  return [...found];
}

/** Back to the list of the site's files, the open form unchanged. */
async function backToFiles(page: Page) {
  await page.getByRole('button', { name: 'Annuler la modification' }).click();
  await expect(page.getByRole('row', { name: 'Nettoyage' })).toBeVisible();
}

test('@any-width on a phone, each number opens its keyboard and reads the French way, each entry says its price and list, another field’s unit is refused as typed, and nothing runs past the screen', async ({
  page,
}) => {
  await openTestEditor(page, FILES);

  // The repair prices: each service's price beside its name, as the site prints it; « sur devis » for a quote.
  await page.getByRole('row', { name: 'Prix des réparations' }).click();
  const services = await fieldGroup(page, 'Prestations');
  await expect(services.getByText(`Courroie de distribution${NBSP}: 549,90${NBSP}€`)).toBeVisible();
  await expect(services.getByText(`Révision et Vidange${NBSP}: 79${NBSP}€`)).toBeVisible();
  const quote = services.getByText(`Vanne EGR${NBSP}: sur devis`);
  // The editor draws a list's entries as they come into view: down the list until it is drawn.
  await services.getByText('19 Prestations').hover();
  for (let tries = 0; tries < 30 && (await quote.count()) === 0; tries += 1) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(100);
  }
  await expect(quote).toBeVisible();
  // A service of several prices: the lowest, « à partir de », as its offer would show it.
  await expect(services.getByText(`Amortisseurs${NBSP}: à partir de 249${NBSP}€`)).toBeVisible();
  await expandEntry(page, `Courroie de distribution${NBSP}: 549,90${NBSP}€`);
  await fieldGroup(page, 'Prix');
  const price = (await fieldGroup(page, 'Prix (€ TTC)')).getByRole('textbox');
  await expect(price).toHaveValue('549,90');
  await expect(price).toHaveAttribute('inputmode', 'decimal');
  const rate = (await fieldGroup(page, 'Taux horaire (€ TTC de l’heure)')).getByRole('textbox').first();
  await expect(rate).toHaveAttribute('inputmode', 'decimal');
  expect(await controlsPastTheEdge(page), 'repair prices').toEqual([]);
  await backToFiles(page);

  // The closures: a date's « Aujourd’hui » and « Effacer » stay on the screen.
  await page.getByRole('row', { name: 'Horaires et fermetures' }).click();
  const from = await fieldGroup(page, 'Premier jour fermé');
  await expect(from.getByRole('button', { name: 'Effacer' })).toBeVisible();
  expect(await controlsPastTheEdge(page), 'hours and closures').toEqual([]);
  await backToFiles(page);

  // The cars: whole numbers on the numeric keypad, a mileage and a price grouped by thousands.
  await page.getByRole('row', { name: 'Voitures d’occasion' }).click();
  await expandEntry(page, /^Volkswagen Golf/);
  for (const [label, value] of [
    ['Année', '2017'],
    ['Kilométrage (km)', `98${NNBSP}500`],
    ['Prix (€ TTC)', `13${NNBSP}490`],
  ] as const) {
    const box = (await fieldGroup(page, label)).getByRole('textbox');
    await expect(box, label).toHaveValue(value);
    await expect(box, label).toHaveAttribute('inputmode', 'numeric');
  }
  expect(await controlsPastTheEdge(page), 'used cars').toEqual([]);
  await backToFiles(page);

  // An offer's price picker: each entry with the list it comes from.
  await page.getByRole('row', { name: 'Page d’accueil' }).click();
  // Three packages: the editor offers them as radio buttons (a long list, as a drop-down).
  const packages = await fieldGroup(page, 'Nettoyage intérieur');
  await expect(
    packages.getByRole('radio', { name: `Nettoyage intérieur${NBSP}: Citadine`, exact: true }),
  ).toBeChecked();
  await expect(
    packages.getByRole('radio', { name: `Nettoyage intérieur${NBSP}: 7 places`, exact: true }),
  ).toBeVisible();
  expect(await controlsPastTheEdge(page), 'home page').toEqual([]);
  await backToFiles(page);

  // A mileage typed key by key into a car's price: refused in French as it is typed.
  await page.getByRole('row', { name: 'Voitures d’occasion' }).click();
  await expandEntry(page, /^Volkswagen Golf/);
  const carPrice = await fieldGroup(page, 'Prix (€ TTC)');
  await carPrice.getByRole('textbox').clear();
  await carPrice.getByRole('textbox').pressSequentially('61 000 km');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(carPrice.getByRole('alert')).toContainText('pas de « km » : c’est un prix');
});
